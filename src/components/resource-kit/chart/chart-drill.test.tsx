// Charts and drills from the declaration alone: the chart part aggregates the list's whole filtered set (every page
// of the same call), draws nothing in jsdom but fills its hidden table; a drill opens its target page in a new tab
// with the filters written the way the target's URL sync reads them.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHART_MAX_ROWS } from '@/components/resource-kit/chart/use-chart-rows';
import { defineResource } from '@/components/resource-kit/define-resource';
import { formatAmount } from '@/lib/format';
import { renderApp } from '@tests/render';
import { envelope, serveFixturePages } from '@tests/support/fixture-console';

type Row = { id: string; statDate: string; gameId: number; gameName: string; winCny: number };
const SummedPage = defineResource<Row>({
  name: 'fixture.summed',
  columns: [{ key: 'statDate' }, { key: 'gameName' }, { key: 'winCny', kind: 'amount', summary: true }],
  filters: [{ key: 'currencyCode' }],
  chart: { dateKey: 'statDate', trend: ['winCny'], top: { key: 'gameId', label: 'gameName', value: 'winCny' } },
  drills: [
    {
      key: 'orders',
      page: 'fixture.orders',
      filters: (row, current) => ({
        ...(current.currencyCode ? { currencyCode: String(current.currencyCode) } : {}),
        gameId: row.gameId,
        date: [`${row.statDate} 00:00:00`, `${row.statDate} 23:59:59`],
      }),
    },
    { key: 'nowhere', page: 'fixture.missing', filters: () => ({}) },
  ],
});
const OrdersPage = defineResource<{ id: number }>({
  name: 'fixture.orders',
  columns: [{ key: 'id' }],
  filters: [{ key: 'currencyCode' }, { key: 'gameId', kind: 'number' }, { key: 'date', kind: 'dateRange' }],
});

// 450 rows, three pages of 200: three days of 150 rows, five games; a row of game g wins 0.1 x g CNY.
const ALL: Row[] = Array.from({ length: 450 }, (_, i) => ({
  id: String(i),
  statDate: `2026-11-0${(i % 3) + 1}`,
  gameId: (i % 5) + 1,
  gameName: `G${(i % 5) + 1}`,
  winCny: 0.1 * ((i % 5) + 1),
}));
const listCalls: URL[] = [];
const orderCalls: URL[] = [];
const handlers = [
  mswHttp.get('*/api/fixture/summed/list', ({ request }) => {
    const url = new URL(request.url);
    listCalls.push(url);
    const size = Number(url.searchParams.get('pageSize'));
    const page = Number(url.searchParams.get('current'));
    // CNY: the rows of one day only
    const rows = url.searchParams.get('currencyCode') === 'CNY' ? ALL.filter((r) => r.statDate === '2026-11-02') : ALL;
    return envelope({ list: rows.slice((page - 1) * size, page * size), total: rows.length, summary: { winCny: 135 } });
  }),
  mswHttp.get('*/api/fixture/orders/list', ({ request }) => {
    orderCalls.push(new URL(request.url));
    return envelope({ list: [{ id: 7 }], total: 1 });
  }),
];

const serve = () =>
  serveFixturePages(
    [
      { key: 'summed', title: '汇总', Page: SummedPage },
      { key: 'orders', title: '明细', Page: OrdersPage },
    ],
    handlers,
  );

describe('list charts and drills', () => {
  it(
    'charts every filtered row, not the page: trend by date and top N, in a hidden table',
    { timeout: 180_000 },
    async () => {
      expect(CHART_MAX_ROWS).toBeGreaterThan(ALL.length);
      listCalls.length = 0;
      serve();
      await renderApp({ as: 'admin', route: '/fixture/summed' });
      const trend = await screen.findByTestId('chart-trend-table', {}, { timeout: 60_000 });
      // every page of 200 asked for, besides the table's own page of 20
      await waitFor(() => expect(listCalls.filter((u) => u.searchParams.get('pageSize') === '200')).toHaveLength(3));
      const dayRows = within(trend).getAllByRole('row').slice(1);
      expect(dayRows.map((r) => r.textContent)).toEqual([
        `2026-11-01${formatAmount(45)}`,
        `2026-11-02${formatAmount(45)}`,
        `2026-11-03${formatAmount(45)}`,
      ]);
      const top = within(screen.getByTestId('chart-top-table')).getAllByRole('row').slice(1);
      expect(top.map((r) => r.textContent)).toEqual([
        `G5${formatAmount(45)}`,
        `G4${formatAmount(36)}`,
        `G3${formatAmount(27)}`,
        `G2${formatAmount(18)}`,
        `G1${formatAmount(9)}`,
      ]);
      // jsdom cannot draw: the canvas stays, nothing is thrown or logged
      expect(screen.getByTestId('chart-trend')).toBeInTheDocument();
    },
  );

  it(
    'a trend of one date says why there is no trend instead of drawing a dot; its figures stay in the table',
    { timeout: 180_000 },
    async () => {
      serve();
      await renderApp({
        as: 'admin',
        route: '/fixture/summed?filters[0][field]=currencyCode&filters[0][operator]=eq&filters[0][value]=CNY',
      });
      const note = await screen.findByTestId('chart-trend-one-date', {}, { timeout: 60_000 });
      expect(note).toHaveTextContent('所选范围只有一个日期（2026-11-02），画不出趋势');
      expect(screen.queryByTestId('chart-trend')).toBeNull();
      const dayRows = within(screen.getByTestId('chart-trend-table')).getAllByRole('row').slice(1);
      expect(dayRows.map((r) => r.textContent)).toEqual([`2026-11-02${formatAmount(45)}`]);
      // the top N still draws
      expect(screen.getByTestId('chart-top')).toBeInTheDocument();
    },
  );

  it(
    'a drill opens its page in a new tab with the filters filled in; one the role cannot open is not offered',
    { timeout: 180_000 },
    async () => {
      orderCalls.length = 0;
      serve();
      const app = await renderApp({
        as: 'admin',
        route: '/fixture/summed?filters[0][field]=currencyCode&filters[0][operator]=eq&filters[0][value]=BRL',
      });
      const page = await screen.findByTestId('resource-fixture.summed', {}, { timeout: 60_000 });
      // the list's first row of game 1 (the top chart's hidden table names G1 too, without drills)
      const firstRow = (await within(page).findAllByText('G1', {}, { timeout: 60_000 }))
        .map((cell) => cell.closest('tr')!)
        .find((row) => within(row).queryByText('orders'))!;
      expect(within(firstRow).queryByText('nowhere')).toBeNull();
      await app.user.click(within(firstRow).getByText('orders'));
      await waitFor(() => expect(app.location()).toMatch(/^\/fixture\/orders\?drill=/));
      await waitFor(() => expect(orderCalls.length).toBeGreaterThan(0), { timeout: 60_000 });
      expect(Object.fromEntries(orderCalls.at(-1)!.searchParams)).toMatchObject({
        currencyCode: 'BRL',
        gameId: '1',
        date: '2026-11-01 00:00:00,2026-11-01 23:59:59',
      });
      // a tab of its own next to the list it came from
      const tabs = document.querySelectorAll('.ant-tabs-tab');
      expect([...tabs].some((t) => t.textContent?.includes('汇总'))).toBe(true);
      expect([...tabs].some((t) => t.textContent?.includes('明细'))).toBe(true);
    },
  );
});
