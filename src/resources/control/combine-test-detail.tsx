// A simulation run's detail (control.md 1.5): its totals, then each pool's hits against its expected share, as a
// chart and as the table that is the chart's text alternative. A stopped run's figures are those of the spins done
// before the stop, and say so; a running run's are those drawn so far. The body also shows a run that ended before
// the stop asked for it (combine-test.ts, `refused`).
import { useCustom } from '@refinedev/core';
import { Alert, Descriptions, Spin, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestDetail, TestPoolRow } from '@/api/control';
import { ChartCanvas, type ChartSpec } from '@/components/resource-kit/chart/chart-canvas';
import { rangeText } from '@/lib/contract/combine-range';
import { formatAmount, formatCount } from '@/lib/format';
import { http } from '@/lib/http-client';
import { DeviationText } from '@/resources/control/combine-stat-columns';

const DETAIL_URL = '/api/control/combineTest/detail';
const pct = (n: number) => `${formatAmount(n)}%`;

function usePoolColumns(): TableColumnsType<TestPoolRow> {
  const { t } = useTranslation('control');
  return useMemo(() => {
    const c = (key: string) => t(`combineTest.detail.columns.${key}`);
    const num = { align: 'right' as const };
    return [
      { key: 'combineName', dataIndex: 'combineName', title: c('combineName') },
      { key: 'range', title: c('range'), render: (_, row) => rangeText(row.minMultiple, row.maxMultiple) },
      {
        key: 'avgMultiple',
        dataIndex: 'avgMultiple',
        title: c('avgMultiple'),
        ...num,
        render: (v: number) => formatAmount(v),
      },
      { key: 'hitCount', dataIndex: 'hitCount', title: c('hitCount'), ...num, render: (v: number) => formatCount(v) },
      { key: 'hitRate', dataIndex: 'hitRate', title: c('hitRate'), ...num, render: pct },
      { key: 'expectRate', dataIndex: 'expectRate', title: c('expectRate'), ...num, render: pct },
      {
        key: 'deviation',
        title: c('deviation'),
        ...num,
        // The hit reports' thresholds and colours: one reading of "how far off" across the area.
        render: (_, row) => <DeviationText value={Math.round((row.hitRate - row.expectRate) * 100) / 100} />,
      },
      {
        key: 'winAmount',
        dataIndex: 'winAmount',
        title: c('winAmount'),
        ...num,
        render: (v: number) => formatAmount(v),
      },
    ];
  }, [t]);
}

/** A run's detail as the server has it now (a quiet call: the caller says what a refusal means). */
export function readTestDetail(id: number): Promise<TestDetail> {
  return http.get<TestDetail>(DETAIL_URL, { id }, { quiet: true });
}

export function TestDetailView({ id }: { id: number }) {
  const { t } = useTranslation(['control', 'kit']);
  const { result, query } = useCustom<TestDetail>({
    url: DETAIL_URL,
    method: 'get',
    config: { query: { id } },
    errorNotification: false,
    queryOptions: { staleTime: 0, gcTime: 0 },
  });
  // Refine answers an empty object until the call is back.
  const detail = result?.data?.list ? result.data : undefined;
  if (query.isLoading || (!detail && !query.isError)) return <Spin />;
  if (query.isError || !detail) {
    return <Alert type="error" showIcon message={t('kit:table.loadFailed')} description={query.error?.message} />;
  }
  return <TestDetailBody detail={detail} />;
}

/** A run's totals, chart and pool table, from a detail already read. */
export function TestDetailBody({ detail }: { detail: TestDetail }) {
  const { t } = useTranslation(['control', 'kit']);
  const columns = usePoolColumns();
  const spec = useMemo<ChartSpec>(
    () => ({
      type: 'bar',
      labels: detail.list.map((r) => r.combineName),
      series: [
        { label: t('combineTest.detail.columns.hitRate'), values: detail.list.map((r) => r.hitRate) },
        { label: t('combineTest.detail.columns.expectRate'), values: detail.list.map((r) => r.expectRate) },
      ],
    }),
    [detail, t],
  );
  const { task, list } = detail;
  const d = (key: string) => t(`combineTest.detail.${key}`);
  const col = (key: string) => t(`combineTest.columns.${key}`);
  const partial = task.status === 3 ? 'stopped' : task.status === 1 ? 'running' : undefined;
  return (
    <div data-testid="combine-test-detail">
      {partial ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="partial-results"
          message={t(`combineTest.detail.${partial}`, {
            done: formatCount(task.doneSpins),
            spins: formatCount(task.spins),
            progress: task.progress,
          })}
        />
      ) : null}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'game', label: col('gameName'), children: `${task.gameName} (${task.gameId})` },
          { key: 'tier', label: col('tier'), children: t(`control:enums.controlTier.${task.tier}`) },
          {
            key: 'status',
            label: col('status'),
            children: <Tag>{t(`control:enums.testStatus.${task.status}`)}</Tag>,
          },
          { key: 'spins', label: d('spins'), children: `${formatCount(task.doneSpins)} / ${formatCount(task.spins)}` },
          { key: 'betAmount', label: col('betAmount'), children: formatAmount(task.betAmount) },
          { key: 'totalBet', label: col('totalBet'), children: formatAmount(task.totalBet) },
          { key: 'totalWin', label: col('totalWin'), children: formatAmount(task.totalWin) },
          { key: 'rtp', label: d('rtpAgainst'), children: `${pct(task.rtp)} / ${pct(task.expectedRtp)}` },
          { key: 'hitRate', label: col('hitRate'), children: pct(task.hitRate) },
          { key: 'freeRate', label: col('freeRate'), children: pct(task.freeRate) },
          { key: 'maxMultiple', label: col('maxMultiple'), children: formatAmount(task.maxMultiple) },
          { key: 'operator', label: col('operator'), children: task.operator },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {d('chart')}
      </Typography.Title>
      <ChartCanvas spec={spec} format={pct} label={d('chart')} testId="combine-test-chart" />
      <Table<TestPoolRow>
        style={{ marginTop: 16 }}
        size="small"
        rowKey="combineId"
        columns={columns}
        dataSource={list}
        pagination={false}
        aria-label={d('table')}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={3}>
              {d('total')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={3} align="right">
              {formatCount(list.reduce((s, r) => s + r.hitCount, 0))}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} colSpan={3} />
            <Table.Summary.Cell index={7} align="right">
              {formatAmount(task.totalWin)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </div>
  );
}

/** A run that ended before a stop reached it: what happened, then its results. */
export function EndedTestView({ detail, message }: { detail: TestDetail; message: string }) {
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={message} data-testid="stop-ended" />
      <TestDetailBody detail={detail} />
    </>
  );
}
