// A parameter's value, typed by the form's `valueType` (config and javaConfig): the input follows the type - text,
// a number, a true/false switch, or JSON checked and pretty-printed - and the value is checked against it before
// anything is sent. On the wire it is always text (system.md 4.1), JSON compacted.
import { Form, Input, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { isBlank, type KindDef } from '@/components/resource-kit/kinds/kind';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/** Where a JSON text breaks (line and column, 1-based), or null when it parses. The engine's own message is English. */
function jsonProblem(text: string): { line: number; column: number } | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const at = /position (\d+)/.exec(message);
    const offset = at ? Number(at[1]) : text.length;
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
  }
}

/** Why `value` does not parse as `type` (a message), or undefined. */
export function typedValueProblem(value: string, type: unknown, label: string, text: ResourceText): string | undefined {
  // A plain decimal as the number kinds take it (1e3 is not 1000); the key's range is the server's to check.
  if (type === 'number' && !checkNumber(value).ok) {
    return text.t('system:validation.number', { label });
  }
  if (type === 'boolean' && value !== 'true' && value !== 'false')
    return text.t('system:validation.boolean', { label });
  if (type === 'json') {
    const problem = jsonProblem(value);
    if (problem) return text.t('kit:validation.json', { label, ...problem });
  }
  return undefined;
}

type Props = { id?: string; value?: string; disabled?: boolean; onChange?: (value: string) => void };

function TypedValueInput({ id, value, disabled, onChange }: Props) {
  const type: unknown = Form.useWatch('valueType', Form.useFormInstance());
  const text = value ?? '';
  if (type === 'boolean') {
    return <Switch id={id} disabled={disabled} checked={text === 'true'} onChange={(on) => onChange?.(String(on))} />;
  }
  if (type === 'number') {
    return (
      // Text kept as typed: a number input would round, clamp or expand it without a word.
      <Input
        id={id}
        disabled={disabled}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => onChange?.(e.target.value)}
      />
    );
  }
  return (
    <Input.TextArea
      id={id}
      disabled={disabled}
      value={text}
      onChange={(e) => onChange?.(e.target.value)}
      autoSize={{ minRows: type === 'json' ? 4 : 1, maxRows: 14 }}
      spellCheck={false}
      style={type === 'json' ? { fontFamily: 'monospace' } : undefined}
    />
  );
}

const compactJson = (value: string) => (jsonProblem(value) ? value : JSON.stringify(JSON.parse(value)));

export const typedValue: KindDef = {
  name: 'typedValue',
  cell: (value, row) =>
    row.valueType === 'json' ? (
      <code
        style={{
          display: 'inline-block',
          maxWidth: 320,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          verticalAlign: 'bottom',
        }}
      >
        {compactJson(String(value))}
      </code>
    ) : (
      String(value)
    ),
  input: () => <TypedValueInput />,
  item: () => ({ dependencies: ['valueType'] }),
  rules: (_decl, label, text): Rule[] => [
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        const problem = typedValueProblem(
          typeof value === 'string' ? value : '',
          getFieldValue('valueType'),
          label,
          text,
        );
        if (problem) throw new Error(problem);
      },
    }),
  ],
  toWire: (values, decl) => {
    const value = values[decl.key];
    const textValue = isBlank(value) ? '' : String(value);
    if (values.valueType === 'json' && !jsonProblem(textValue)) return { [decl.key]: compactJson(textValue) };
    return { [decl.key]: values.valueType === 'string' ? textValue : textValue.trim() };
  },
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value) && value !== '') return {};
    const textValue = String(value);
    return {
      [decl.key]:
        wire.valueType === 'json' && !jsonProblem(textValue)
          ? JSON.stringify(JSON.parse(textValue), null, 2)
          : textValue,
    };
  },
};
