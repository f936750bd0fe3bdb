// A parameter's value, typed by the form's `valueType` (config and javaConfig): the input follows the type - text,
// a number, a true/false switch, or JSON checked and pretty-printed - and the value is checked against it before
// anything is sent. On the wire it is always text (system.md 4.1), JSON compacted.
import { Form, Input, InputNumber, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { isBlank, type KindDef } from '@/components/resource-kit/kinds/kind';
import { jsonProblem } from '@/components/resource-kit/kinds/json';
import type { ResourceText } from '@/components/resource-kit/resource-text';

const NUMBER = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

/** Why `value` does not parse as `type` (a message), or undefined. */
export function typedValueProblem(value: string, type: unknown, label: string, text: ResourceText): string | undefined {
  if (type === 'number' && !(NUMBER.test(value.trim()) && Number.isFinite(Number(value)))) {
    return text.t('system:validation.number', { label });
  }
  if (type === 'boolean' && value !== 'true' && value !== 'false') return text.t('system:validation.boolean', { label });
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
      <InputNumber<string>
        id={id}
        disabled={disabled}
        stringMode
        style={{ width: '100%' }}
        value={text}
        onChange={(v) => onChange?.(v ?? '')}
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
      <code style={{ display: 'inline-block', maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }}>
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
        const problem = typedValueProblem(typeof value === 'string' ? value : '', getFieldValue('valueType'), label, text);
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
    return { [decl.key]: wire.valueType === 'json' && !jsonProblem(textValue) ? JSON.stringify(JSON.parse(textValue), null, 2) : textValue };
  },
};
