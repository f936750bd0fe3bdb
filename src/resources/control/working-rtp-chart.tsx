// A game's working RTP over time (control.md 1.7): a step line of afterRtp by correctTime (it holds until the next
// correction), the target in force (line) and the measured daily RTP of the auto rows (points), for the game chosen
// in the filters, over the same period and correction types as the table. Without a chosen game it says how to get
// one. The hidden table next to the canvas carries the same numbers.
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Alert, Card } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas, type ChartSpec } from '@/components/resource-kit/chart/chart-canvas';
import { FallbackTable } from '@/components/resource-kit/chart/list-chart';
import { useChartRows } from '@/components/resource-kit/chart/use-chart-rows';
import { useListContext } from '@/components/resource-kit/list/list-context';
import { formatAmount } from '@/lib/format';
import type { CorrectionRow } from '@/api/control-risk';

const pct = (n: number) => formatAmount(n);

const chosenGame = (filters: CrudFilter[]) => {
  const filter = filters.find((f) => 'field' in f && f.field === 'gameId');
  const id = Number(filter?.value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export function WorkingRtpChart() {
  const { t } = useTranslation('control');
  const { definition, filters, blocked } = useListContext<BaseRecord>();
  const gameId = chosenGame(filters);
  const query = useChartRows<BaseRecord>(definition, filters, !blocked && gameId !== undefined);
  const spec = useMemo<ChartSpec>(() => {
    const rows = [...((query.data?.rows ?? []) as unknown as CorrectionRow[])].sort(
      (a, b) => a.correctTime.localeCompare(b.correctTime) || a.id - b.id,
    );
    return {
      type: 'line',
      labels: rows.map((r) => r.correctTime),
      series: [
        { label: t('gameRtpCorrection.chart.working'), values: rows.map((r) => r.afterRtp), draw: 'step' },
        { label: t('gameRtpCorrection.chart.target'), values: rows.map((r) => r.targetRtp), draw: 'step' },
        { label: t('gameRtpCorrection.chart.actual'), values: rows.map((r) => r.actualRtp), draw: 'points' },
      ],
    };
  }, [query.data, t]);
  if (blocked) return null;
  if (gameId === undefined)
    return (
      <Alert type="info" showIcon message={t('gameRtpCorrection.chart.chooseGame')} data-testid="rtp-chart-choose" />
    );
  const rows = (query.data?.rows ?? []) as unknown as CorrectionRow[];
  const title = t('gameRtpCorrection.chart.title', { gameName: rows[0]?.gameName ?? gameId });
  return (
    <Card size="small" loading={query.isLoading} data-testid="rtp-chart">
      <div style={{ fontWeight: 500, marginBottom: 4 }}>{title}</div>
      {spec.labels.length === 0 ? (
        <Alert type="info" showIcon message={t('gameRtpCorrection.chart.empty')} />
      ) : (
        <ChartCanvas spec={spec} format={pct} label={title} testId="rtp-chart-canvas" />
      )}
      <FallbackTable spec={spec} caption={title} testId="rtp-chart-table" />
    </Card>
  );
}
