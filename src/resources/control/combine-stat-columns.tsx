// What the two combine hit reports (control.md 1.3 memory, 1.4 total) share: the pool with its range, the hits and
// their rate against the tier-1 expected rate, the deviation coloured by how far it runs, and the CNY figures (the
// total row is the server's summary).
// Deviation thresholds (percentage points of hit rate over expected rate, either way), decided here: up to 2 is in
// line (no colour), over 2 is worth a look (warning), over 5 is off (danger). Colour is never the only signal: the
// signed figure is the cell's text, and the page's legend says the thresholds.
import { Typography } from 'antd';
import type { ColumnDecl, FilterDecl } from '@/components/resource-kit/types';
import type { CombineStatRow } from '@/api/control-reports';
import { formatDelta } from '@/lib/format';
import { rangeText } from '@/lib/contract/combine-range';

export const DEVIATION_WARN = 2;
export const DEVIATION_ALARM = 5;

/** 'danger' beyond DEVIATION_ALARM, 'warning' beyond DEVIATION_WARN, else undefined (in line). */
export function deviationLevel(deviation: number): 'danger' | 'warning' | undefined {
  const size = Math.abs(deviation);
  return size > DEVIATION_ALARM ? 'danger' : size > DEVIATION_WARN ? 'warning' : undefined;
}

export function DeviationText({ value }: { value: number }) {
  return (
    <Typography.Text type={deviationLevel(value)} data-level={deviationLevel(value) ?? 'ok'}>
      {formatDelta(value)}
    </Typography.Text>
  );
}

const rate = (key: 'hitRate' | 'expectRate' | 'rtpContribution'): ColumnDecl<ShownStatRow> => ({
  key,
  kind: 'amount',
  crossCurrency: true,
  sortable: true,
});

/** A row as the pages show it: the range as text (`withRange`), so the CSV writes it as the table shows it. */
export type ShownStatRow = CombineStatRow & { range?: string };

export const withRange = <T extends CombineStatRow>(row: T): T & { range: string } => ({
  ...row,
  range: rangeText(row.minMultiple, row.maxMultiple),
});

export function combineStatColumns<T extends ShownStatRow>(): ColumnDecl<T>[] {
  const columns: ColumnDecl<ShownStatRow>[] = [
    { key: 'gameId', kind: 'number', hidden: true },
    { key: 'gameName' },
    { key: 'combineId', kind: 'number', hidden: true },
    { key: 'combineName' },
    { key: 'range' },
    { key: 'hitCount', kind: 'number', summary: true, sortable: true },
    rate('hitRate'),
    rate('expectRate'),
    {
      key: 'deviation',
      kind: 'amount',
      delta: true,
      crossCurrency: true,
      sortable: true,
      render: (row) => <DeviationText value={row.deviation} />,
    },
    { key: 'betAmountCny', kind: 'amount', crossCurrency: true, summary: true, sortable: true },
    { key: 'boundsAmountCny', kind: 'amount', crossCurrency: true, summary: true, sortable: true },
    rate('rtpContribution'),
  ];
  return columns as unknown as ColumnDecl<T>[];
}

/** The game (look-up) and pool id filters of both reports. */
export const COMBINE_STAT_FILTERS: FilterDecl[] = [
  { key: 'gameId', kind: 'select', lookup: 'gameList' },
  { key: 'combineId', kind: 'number' },
];
