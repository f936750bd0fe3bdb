// The charts above a list (the declaration's `chart`): a trend over the dates and a top N, from the list's whole
// filtered set, not its 20-row page. Same list call and filters as the table (read from the list context), paged
// through up to CHART_MAX_ROWS rows; a larger set is charted in part and says so. Each chart has a visually hidden
// table with the same numbers. A trend of one date (a report's default range, today) would be a dot per series: the
// card says why there is no trend instead (the report API has no hourly series to draw a day by). Loaded lazily
// (resource-table.tsx), so Chart.js comes only with pages that chart.
import type { BaseRecord } from '@refinedev/core';
import { Alert, Col, Row, Skeleton } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { ChartCanvas, type ChartSpec } from '@/components/resource-kit/chart/chart-canvas';
import { ChartFrame } from '@/components/resource-kit/chart/chart-frame';
import { topOf, trendOf } from '@/components/resource-kit/chart/chart-data';
import { useChartRows } from '@/components/resource-kit/chart/use-chart-rows';
import { useListContext } from '@/components/resource-kit/list/list-context';
import type { ChartDecl } from '@/components/resource-kit/types';
import { formatAmount } from '@/lib/format';

/** How many the top chart ranks. */
const TOP_COUNT = 10;

const HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  border: 0,
};

/** The chart's numbers as a visually hidden table: its text alternative, and what tests read. */
export function FallbackTable({ spec, caption, testId }: { spec: ChartSpec; caption: string; testId: string }) {
  return (
    <table style={HIDDEN} data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" />
          {spec.series.map((s) => (
            <th scope="col" key={s.label}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {spec.labels.map((label, i) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {spec.series.map((s) => (
              <td key={s.label}>{formatAmount(s.values[i])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ListChart() {
  const { definition, filters, blocked, text } = useListContext();
  const chart = definition.chart as ChartDecl<BaseRecord>;
  const query = useChartRows<BaseRecord>(definition, filters, !blocked);
  const specs = useMemo(() => {
    const rows = query.data?.rows ?? [];
    const trend = trendOf(rows, chart.dateKey, chart.trend);
    const top = chart.top ? topOf(rows, chart.top.key, chart.top.label, chart.top.value, TOP_COUNT) : [];
    const trendSpec: ChartSpec = {
      type: 'line',
      labels: trend.dates,
      series: trend.series.map((s) => ({ label: text.column(s.key), values: s.values })),
    };
    const topSpec: ChartSpec | null = chart.top
      ? {
          type: 'bar',
          horizontal: true,
          labels: top.map((t) => t.label),
          series: [{ label: text.column(chart.top.value), values: top.map((t) => t.value) }],
        }
      : null;
    return { trendSpec, topSpec };
  }, [query.data, chart, text]);
  if (blocked) return null;
  const capped = query.data && query.data.total > query.data.rows.length;
  const trendTitle = text.t('kit:chart.trend');
  const topTitle = text.t('kit:chart.top', { count: TOP_COUNT, name: chart.top ? text.column(chart.top.label) : '' });
  // The frame keeps the chart's height while its rows load (no skeleton of another height): the table stays put.
  if (query.isLoading)
    return (
      <ChartFrame testId="list-chart">
        <Skeleton active paragraph={{ rows: 6 }} />
      </ChartFrame>
    );
  return (
    <ChartFrame testId="list-chart">
      {capped ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message={text.t('kit:chart.capped', { shown: query.data.rows.length, total: query.data.total })}
          data-testid="list-chart-capped"
        />
      ) : null}
      <Row gutter={16}>
        <Col xs={24} lg={specs.topSpec ? 14 : 24}>
          <div style={{ fontWeight: 500, marginBottom: 4 }}>{trendTitle}</div>
          {specs.trendSpec.labels.length === 1 ? (
            <Alert
              type="info"
              showIcon
              message={text.t('kit:chart.oneDate', { date: specs.trendSpec.labels[0] })}
              data-testid="chart-trend-one-date"
            />
          ) : (
            <ChartCanvas spec={specs.trendSpec} format={formatAmount} label={trendTitle} testId="chart-trend" />
          )}
          <FallbackTable spec={specs.trendSpec} caption={trendTitle} testId="chart-trend-table" />
        </Col>
        {specs.topSpec ? (
          <Col xs={24} lg={10}>
            <div style={{ fontWeight: 500, marginBottom: 4 }}>{topTitle}</div>
            <ChartCanvas spec={specs.topSpec} format={formatAmount} label={topTitle} testId="chart-top" />
            <FallbackTable spec={specs.topSpec} caption={topTitle} testId="chart-top-table" />
          </Col>
        ) : null}
      </Row>
    </ChartFrame>
  );
}
