// Money: two decimals with thousands separators on screen (spec section 9), negative in red when `signed` (win/loss),
// a plain number with its decimals in a CSV so a spreadsheet can add it.
import { InputNumber } from 'antd';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import { formatAmount, isNegative, plainNumber } from '@/lib/format';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    amount: {
      signed?: boolean;
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
  text: (value, decl) => formatAmount(value, decl.decimals),
  cell: (value, _row, decl, ctx) => {
    const shown = formatAmount(value, decl.decimals);
    return decl.signed && isNegative(value) ? <span style={{ color: ctx.colors.danger }}>{shown}</span> : shown;
  },
  csv: (value, decl) => ({ value: plainNumber(value, decl.decimals ?? 2), number: true }),
  input: ({ decl }) => <InputNumber style={{ width: '100%' }} min={decl.min} max={decl.max} precision={decl.decimals ?? 2} />,
});
