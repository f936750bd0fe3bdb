// A number edited inside a table cell (a weight per row, all saved together by the page): a small text input that
// keeps what was typed and says in the cell why it is no number the field takes, by the same check and message as
// the kit's number fields (kinds/plain-number.ts). Its accessible name names the row, as a column of inputs needs.
import { Input, Typography } from 'antd';
import { useId } from 'react';
import { checkNumber, numberProblemText, type NumberBounds } from '@/components/resource-kit/kinds/plain-number';
import type { ResourceText } from '@/components/resource-kit/resource-text';

type Props = {
  value: string;
  onChange: (text: string) => void;
  /** The accessible name: the field and the row ("不中奖 的权重"). */
  label: string;
  /** The field's name in a message ("权重须为整数"). */
  field: string;
  bounds: NumberBounds;
  text: ResourceText;
  disabled?: boolean;
  /** Marks the cell as changed from what is stored. */
  changed?: boolean;
  testId?: string;
};

export function NumberCellInput({ value, onChange, label, field, bounds, text, disabled, changed, testId }: Props) {
  const messageId = useId();
  const check = checkNumber(value, bounds);
  const problem =
    value.trim() === ''
      ? text.t('kit:validation.required', { label: field })
      : check.ok
        ? undefined
        : numberProblemText(check.problem, bounds, field, text);
  return (
    <div>
      <Input
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        status={problem ? 'error' : changed ? 'warning' : undefined}
        disabled={disabled}
        style={{ width: 120, textAlign: 'right' }}
        data-testid={testId}
      />
      {problem ? (
        <Typography.Text type="danger" id={messageId} style={{ display: 'block', fontSize: 12 }}>
          {problem}
        </Typography.Text>
      ) : null}
    </div>
  );
}
