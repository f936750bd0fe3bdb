// Counts and other plain numbers: thousands separators on screen, a plain number in a CSV, a number input in forms
// and filters (with a range check).
import { InputNumber } from 'antd';
import { defineKind, isBlank } from '@/components/resource-kit/kinds/kind';
import { formatCount, plainNumber } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    number: { min?: number; max?: number; precision?: number };
  }
}

export const kind = defineKind({
  name: 'number',
  numeric: true,
  text: (value, decl) => formatCount(value, decl.precision),
  csv: (value, decl) => ({ value: plainNumber(value, decl.precision ?? 0), number: true }),
  input: ({ decl, label, mode }) => (
    <InputNumber style={{ width: '100%' }} min={decl.min} max={decl.max} precision={decl.precision} placeholder={mode === 'filter' ? label : undefined} />
  ),
  rules: (decl, label, text) =>
    decl.min === undefined && decl.max === undefined
      ? []
      : [
          {
            type: 'number',
            min: decl.min ?? Number.MIN_SAFE_INTEGER,
            max: decl.max ?? Number.MAX_SAFE_INTEGER,
            message: text.t('kit:validation.range', { label, min: decl.min ?? '-∞', max: decl.max ?? '∞' }),
          },
        ],
  // The URL brings numbers back as text.
  fromWire: (wire, decl) => {
    const value = wire[decl.key];
    if (isBlank(value)) return {};
    return { [decl.key]: Number.isFinite(Number(value)) ? Number(value) : value };
  },
});
