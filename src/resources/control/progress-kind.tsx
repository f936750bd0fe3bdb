// A task's progress, a whole percent 0-100, as a small bar with its figure (a simulation run). The bar moves while
// `active(row)` says the task is still running; the text and the CSV are the percent.
import type { BaseRecord } from '@refinedev/core';
import { Progress } from 'antd';
import { areaKind, isBlank } from '@/components/resource-kit/kinds/kind';

type ProgressOptions = {
  /** The row's task is still running: the bar is animated. */
  active?: (row: BaseRecord) => boolean;
};

const percentOf = (value: unknown) => Math.max(0, Math.min(100, Math.round(Number(value) || 0)));

export const progressKind = areaKind<ProgressOptions>({
  name: 'progress',
  numeric: true,
  text: (value) => (isBlank(value) ? '--' : `${percentOf(value)}%`),
  csv: (value) => ({ value: isBlank(value) ? '' : String(percentOf(value)), number: !isBlank(value) }),
  cell: (value, row, decl, ctx) => {
    if (isBlank(value)) return '--';
    const percent = percentOf(value);
    return (
      <Progress
        percent={percent}
        size="small"
        status={decl.active?.(row) ? 'active' : undefined}
        aria-label={ctx.text.t('kit:progress.label', { percent })}
        style={{ minWidth: 100, margin: 0 }}
      />
    );
  },
});
