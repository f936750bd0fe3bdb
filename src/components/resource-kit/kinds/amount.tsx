// Money: two decimals with thousands separators on screen (spec section 9), negative in red when `signed` (win/loss),
// its sign always written when `delta` (a change: +1.20, -5.35, in ASCII so that a copy is a number),
// a plain number with its decimals in a CSV so a spreadsheet can add it. Typed in a text input that keeps what was
// typed: a value out of range, with too many decimals or not a number is refused with a message (plain-number.ts).
import { Input } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { numberFromWire, numberRule, numberToWire } from '@/components/resource-kit/kinds/plain-number';
import { formatAmount, formatDelta, isNegative, plainNumber } from '@/lib/format';

const shownText = (value: unknown, decl: { delta?: boolean; decimals?: number }) =>
  (decl.delta ? formatDelta : formatAmount)(value, decl.decimals);

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    amount: {
      signed?: boolean;
      /** A change: its sign written out, `+` or `-` (ASCII), as `formatDelta`. */
      delta?: boolean;
      decimals?: number;
      min?: number;
      max?: number;
      /** Not in the row's currency (converted to CNY, or a percentage): a total across currencies keeps it. */
      crossCurrency?: boolean;
    };
  }
}

export const kind = defineKind({
  name: 'amount',
  numeric: true,
  text: shownText,
  cell: (value, _row, decl, ctx) => {
    const shown = shownText(value, decl);
    return decl.signed && isNegative(value) ? <span style={{ color: ctx.colors.danger }}>{shown}</span> : shown;
  },
  csv: (value, decl) => ({ value: plainNumber(value, decl.decimals ?? 2), number: true }),
  input: () => <Input inputMode="decimal" autoComplete="off" />,
  rules: (decl, label, text) => [
    numberRule({ min: decl.min, max: decl.max, decimals: decl.decimals ?? 2 }, label, text),
  ],
  toWire: (values, decl, mode) => numberToWire(values[decl.key], decl.key, mode),
  fromWire: (wire, decl) => numberFromWire(wire[decl.key], decl.key),
});
