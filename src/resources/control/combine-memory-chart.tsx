// The memory report's chart: one game's pools (the filtered game, else the first listed), hit rate against expected
// rate, and the deviation with each bar in its level's colour (combine-stat-columns.tsx). It reads the list's rows, so
// it follows each auto-refresh with no call of its own; the table below carries the same numbers (text alternative).
import { Card, Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { ChartCanvas, type ChartSpec } from '@/components/resource-kit/chart/chart-canvas';
import { filterValues } from '@/components/resource-kit/detail/drill';
import { useListContext } from '@/components/resource-kit/list/list-context';
import type { CombineMemoryRow } from '@/api/control-reports';
import { formatAmount } from '@/lib/format';
import { DEVIATION_ALARM, DEVIATION_WARN, deviationLevel } from '@/resources/control/combine-stat-columns';
import { rangeText } from '@/lib/contract/combine-range';

export function CombineMemoryChart() {
  const { rows, filters, text } = useListContext<CombineMemoryRow>();
  const wanted = filterValues(filters).gameId;
  const gameId = wanted !== undefined ? Number(wanted) : rows[0]?.gameId;
  const shown = useMemo(() => rows.filter((r) => r.gameId === gameId), [rows, gameId]);
  const spec = useMemo<ChartSpec>(
    () => ({
      type: 'bar',
      labels: shown.map((r) => `${r.combineName} ${rangeText(r.minMultiple, r.maxMultiple)}`),
      series: [
        { label: text.column('hitRate'), values: shown.map((r) => r.hitRate) },
        { label: text.column('expectRate'), values: shown.map((r) => r.expectRate) },
        {
          label: text.column('deviation'),
          values: shown.map((r) => r.deviation),
          tones: shown.map((r) => deviationLevel(r.deviation) ?? 'ok'),
        },
      ],
    }),
    [shown, text],
  );
  const first = shown[0];
  if (!first) return null;
  const title = text.t('control:combineReportMemory.chart.title', { game: first.gameName });
  return (
    <Card size="small" data-testid="memory-chart">
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 4 }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Text type="secondary" data-testid="memory-window">
          {text.t('control:combineReportMemory.chart.window', { start: first.memoryStart, node: first.node })}
        </Typography.Text>
      </Flex>
      <ChartCanvas spec={spec} format={formatAmount} label={title} testId="memory-chart-canvas" />
      <Typography.Text type="secondary">
        {text.t('control:combineReportMemory.chart.legend', { warn: DEVIATION_WARN, alarm: DEVIATION_ALARM })}
      </Typography.Text>
    </Card>
  );
}
