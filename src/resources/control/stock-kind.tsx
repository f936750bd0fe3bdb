// A pool's stock against its target (control.md 1.1: `stock` pre-generated results, `expectCount` the target that
// generate refills to): "12,000 / 20,000", with a warning mark while it is below target, so the pools to refill stand
// out. The value is the stock (text and CSV: the count); the target comes from the row field the column names.
import { Tag } from 'antd';
import type { CellContext, KindDef } from '@/components/resource-kit/kinds/kind';
import { formatCount, plainNumber } from '@/lib/format';

type StockDecl = { key: string; targetKey: string };

export const stockKind = {
  name: 'stock',
  numeric: true,
  text: (value) => formatCount(value),
  cell: (value, row, decl, ctx: CellContext) => {
    const target = Number(row[decl.targetKey]);
    const below = Number(value) < target;
    return (
      <span style={{ whiteSpace: 'nowrap' }}>
        {formatCount(value)} / {formatCount(target)}
        {below ? (
          <Tag color="warning" style={{ marginInlineStart: 8 }}>
            {ctx.text.message('belowTarget')}
          </Tag>
        ) : null}
      </span>
    );
  },
  csv: (value) => ({ value: plainNumber(value, 0), number: true }),
} satisfies KindDef<StockDecl> as unknown as KindDef;
