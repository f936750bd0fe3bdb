// JSON text (config values): checked in the form before anything is sent (the message says where it breaks), shown
// pretty-printed once valid, one line in a cell. On the wire as text, or as the parsed value with `as: 'value'`.
import { Input } from 'antd';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    json: { as?: 'text' | 'value' };
  }
}

/** Where a JSON text breaks (line and column, 1-based), or null when it parses. The engine's own message is English. */
export function jsonProblem(text: string): { line: number; column: number } | null {
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

function pretty(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  return jsonProblem(value) ? value : JSON.stringify(JSON.parse(value), null, 2);
}

const oneLine = (value: unknown) => (typeof value === 'string' && !jsonProblem(value) ? JSON.stringify(JSON.parse(value)) : typeof value === 'string' ? value : JSON.stringify(value));

export const kind = defineKind({
  name: 'json',
  text: (value) => oneLine(value),
  cell: (value) => (
    <code style={{ display: 'inline-block', maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }} title={pretty(value)}>
      {oneLine(value)}
    </code>
  ),
  input: () => <Input.TextArea autoSize={{ minRows: 4, maxRows: 14 }} spellCheck={false} style={{ fontFamily: 'monospace' }} />,
  rules: (_decl, label, text) => [
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || !value.trim()) return;
        const problem = jsonProblem(value);
        if (problem) throw new Error(text.t('kit:validation.json', { label, ...problem }));
      },
    },
  ],
  toWire: (values, decl) => {
    const value = values[decl.key];
    if (isBlank(value)) return {};
    const textValue = String(value).trim();
    return { [decl.key]: decl.as === 'value' ? JSON.parse(textValue) : JSON.stringify(JSON.parse(textValue)) };
  },
  fromWire: (wire, decl) => (isBlank(wire[decl.key]) ? {} : { [decl.key]: pretty(wire[decl.key]) }),
});
