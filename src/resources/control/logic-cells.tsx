// The cells of 组合逻辑's weight table: the weight input (editing the draft the editor holds, through
// WeightEditContext), the pool's name marked when disabled, and its range.
import { Space, Tag, Tooltip } from 'antd';
import { createContext, useContext } from 'react';
import { NumberCellInput } from '@/components/resource-kit/form/number-cell-input';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { rangeText } from '@/lib/contract/combine-range';
import { formatCount } from '@/lib/format';
import { WEIGHT_BOUNDS, type LiveRow } from '@/resources/control/logic-figures';

export type WeightEdit = { set: (combineId: number, text: string) => void; canSave: boolean; text: ResourceText };
export const WeightEditContext = createContext<WeightEdit | null>(null);

/** The weight input of a row (the page's `weight` column). */
export function WeightCell({ row }: { row: LiveRow }) {
  const edit = useContext(WeightEditContext);
  if (!edit) return formatCount(row.weight);
  const { text } = edit;
  return (
    <NumberCellInput
      value={row.weightText ?? String(row.weight)}
      onChange={(value) => edit.set(row.combineId, value)}
      label={text.message('weightOf', { name: row.combineName })}
      field={text.column('weight')}
      bounds={WEIGHT_BOUNDS}
      text={text}
      disabled={!edit.canSave}
      testId={`weight-${row.combineId}`}
    />
  );
}

/** The pool's name, marked when it is disabled (never drawn: its weight counts as 0). */
export function PoolName({ row }: { row: LiveRow }) {
  const edit = useContext(WeightEditContext);
  if (row.enabled !== false || !edit) return row.combineName;
  return (
    <Space size={4}>
      {row.combineName}
      <Tooltip title={edit.text.message('disabledHint')}>
        <Tag tabIndex={0} data-testid={`disabled-${row.combineId}`}>
          {edit.text.message('disabled')}
        </Tag>
      </Tooltip>
    </Space>
  );
}

/** The pool's range as the pool page and the server write it: `[0, 0]`, `(1, 5]`, `(100, +∞)`. */
export function PoolRange({ row }: { row: LiveRow }) {
  return rangeText(row.minMultiple, row.maxMultiple);
}
