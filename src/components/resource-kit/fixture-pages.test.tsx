// What a declaration alone gives for the back-office pages to come: a tree page (a menu), a day/month page (a
// report) and a master-detail page (jobs and their runs), each a few lines, served to the whole console.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp } from 'msw';
import { describe, expect, it } from 'vitest';
import { defineResource, resolveDefinition } from '@/components/resource-kit/define-resource';
import { consoleNow } from '@/lib/format';
import { renderApp } from '@tests/render';
import { envelope, serveFixturePages } from '@tests/support/fixture-console';

// --- the three declarations (each well under 40 lines) ---------------------------------------------------------
type MenuNode = { id: number; parentId: number; title: string; sort: number };
const MenuTreePage = defineResource<MenuNode>({
  name: 'fixture.tree',
  tree: true,
  columns: [{ key: 'title' }, { key: 'sort', kind: 'number' }],
});

type DayRow = { statDate: string; currencyCode: string; betAmount: number };
const DailyPage = defineResource<DayRow>({
  name: 'fixture.daily',
  rowKey: 'statDate',
  columns: [{ key: 'statDate' }, { key: 'currencyCode' }, { key: 'betAmount', kind: 'amount', summary: true }],
  filters: [
    { key: 'period', kind: 'period' },
    { key: 'date', kind: 'periodRange', maxDays: 31, maxMonths: 12 },
  ],
});

type Run = { id: number; jobId: number; status: number };
type Job = { id: number; name: string };
const RunLog = resolveDefinition<Run>({
  name: 'fixture.jobRun',
  columns: [{ key: 'id' }, { key: 'jobId' }, { key: 'status', kind: 'number' }],
});
const JobsPage = defineResource<Job>({
  name: 'fixture.job',
  columns: [{ key: 'id' }, { key: 'name' }],
  subLists: [{ key: 'runs', list: RunLog, scope: (row) => ({ jobId: row.id }) }],
});
// ---------------------------------------------------------------------------------------------------------------

const FIRST = { timeout: 60_000 };
const calls: URL[] = [];
const handlers = [
  mswHttp.get('*/api/fixture/tree/list', () =>
    envelope({
      list: [
        { id: 1, parentId: 0, title: '游戏管理', sort: 1 },
        { id: 2, parentId: 1, title: '注单列表', sort: 2 },
        { id: 3, parentId: 2, title: '改状态', sort: 3 },
      ],
      total: 3,
    }),
  ),
  mswHttp.get('*/api/fixture/daily/list', ({ request }) => {
    const url = new URL(request.url);
    calls.push(url);
    const month = url.searchParams.get('period') === 'month';
    return envelope({
      list: [{ statDate: month ? '2026-11' : '2026-11-21', currencyCode: 'CNY', betAmount: 12.5 }],
      total: 1,
    });
  }),
  mswHttp.get('*/api/fixture/job/list', () =>
    envelope({
      list: [
        { id: 1, name: '日结' },
        { id: 2, name: '月结' },
      ],
      total: 2,
    }),
  ),
  mswHttp.get('*/api/fixture/jobRun/list', ({ request }) => {
    const jobId = Number(new URL(request.url).searchParams.get('jobId'));
    return envelope({ list: [{ id: jobId * 100 + 1, jobId, status: 1 }], total: 1 });
  }),
];

function serve() {
  serveFixturePages(
    [
      { key: 'tree', title: '菜单树', Page: MenuTreePage },
      { key: 'daily', title: '日报', Page: DailyPage },
      { key: 'job', title: '任务', Page: JobsPage, permissions: ['fixture.jobRun'] },
    ],
    handlers,
  );
}

describe('pages declared in a few lines', () => {
  it('a tree page nests its rows by parent id, all expanded, without a pager', { timeout: 180_000 }, async () => {
    serve();
    await renderApp({ as: 'admin', route: '/fixture/tree' });
    const page = await screen.findByTestId('resource-fixture.tree', {}, FIRST);
    const leaf = await within(page).findByText('改状态', {}, FIRST);
    expect(leaf.closest('tr')).toHaveClass('ant-table-row-level-2');
    expect(page.querySelector('.ant-pagination')).toBeNull();
  });

  it('a day/month page sends the period and a range that follows it', { timeout: 180_000 }, async () => {
    calls.length = 0;
    serve();
    const app = await renderApp({ as: 'admin', route: '/fixture/daily' });
    const page = await screen.findByTestId('resource-fixture.daily', {}, FIRST);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0), FIRST);
    const today = consoleNow().format('YYYY-MM-DD');
    expect(Object.fromEntries(calls[0]!.searchParams)).toMatchObject({ period: 'day', date: `${today},${today}` });
    await app.user.click(within(page).getByText('按月'));
    await app.user.click(within(page).getByTestId('filter-search'));
    await waitFor(() => expect(calls.at(-1)!.searchParams.get('period')).toBe('month'));
    const month = consoleNow().startOf('month');
    expect(calls.at(-1)!.searchParams.get('date')).toBe(
      `${month.format('YYYY-MM-DD')},${month.endOf('month').format('YYYY-MM-DD')}`,
    );
    expect(await within(page).findByText('2026-11')).toBeInTheDocument();
  });

  it('a master-detail page opens a row’s sub-list scoped to that row', { timeout: 180_000 }, async () => {
    serve();
    const app = await renderApp({ as: 'admin', route: '/fixture/job' });
    const page = await screen.findByTestId('resource-fixture.job', {}, FIRST);
    const row = (await within(page).findByText('月结', {}, FIRST)).closest('tr')!;
    await app.user.click(within(row).getByText('runs'));
    const drawer = await screen.findByTestId('sub-list-runs');
    expect(await within(drawer).findByText('201')).toBeInTheDocument();
    expect(within(drawer).queryByText('101')).toBeNull();
  });
});
