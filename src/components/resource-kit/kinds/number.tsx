// Counts and other plain numbers: thousands separators on screen, with `precision` decimals always written (a multiple
// reads 59.50 and 0.00 beside 53.13, as in its CSV; no precision: a whole number), a plain number in a CSV, and in
// forms and filters a text input that keeps what was typed: a number out of range or not a number is refused with a message
// (plain-number.ts), never rewritten.
import { Input } from 'antd';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import {
  checkNumber,
  numberFromWire,
  numberProblemText,
  numberRule,
  numberToWire,
} from '@/components/resource-kit/kinds/plain-number';
import { formatAmount, formatCount, plainNumber } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    number: { min?: number; max?: number; precision?: number };
  }
}

const boundsOf = (decl: { min?: number; max?: number; precision?: number }) => ({
  min: decl.min,
  max: decl.max,
  decimals: decl.precision,
});

export const kind = defineKind({
  name: 'number',
  numeric: true,
  text: (value, decl) => (decl.precision ? formatAmount(value, decl.precision) : formatCount(value)),
  csv: (value, decl) => ({ value: plainNumber(value, decl.precision ?? 0), number: true }),
  input: ({ label, mode }) => (
    <Input
      inputMode="decimal"
      autoComplete="off"
      allowClear={mode === 'filter'}
      placeholder={mode === 'filter' ? label : undefined}
    />
  ),
  rules: (decl, label, text) => [numberRule(boundsOf(decl), label, text)],
  toWire: (values, decl, mode) => numberToWire(values[decl.key], decl.key, mode),
  fromWire: (wire, decl) => numberFromWire(wire[decl.key], decl.key),
  // A filter brought back from the URL with text that is no number is not queried.
  problem: (values, decl, text) => {
    const value = values[decl.key];
    if (isBlank(value)) return undefined;
    const check = checkNumber(value, boundsOf(decl));
    return check.ok ? undefined : numberProblemText(check.problem, boundsOf(decl), text.filter(decl.key), text);
  },
});
