// Kept-alive tabs: a hidden page keeps its state and data, refetches nothing on return, and can never write the
// address bar. The fixture page is a real Refine useTable (syncWithLocation on, as in the console) over msw.
import { useGo, useTable } from '@refinedev/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '@mocks/node';
import { registerPage } from '@/app/routing/page-registry';
import { pageModule } from '@/lib/page-modules';
import { useFillPane } from '@/lib/pane-fill';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';

function FixtureList() {
  fixtureRenders += 1;
  useFillPane();
  const { currentPage, setCurrentPage, tableQuery } = useTable({
    resource: 'control.bet',
    pagination: { pageSize: 20 },
  });
  const [text, setText] = useState('');
  const go = useGo();
  // What a timer or a late callback of this page would do: the test fires it once the tab is hidden.
  useEffect(() => {
    writeLate = () => {
      setCurrentPage(3);
      go({ query: { late: 1 }, type: 'replace' });
    };
  });
  return (
    <div>
      <input aria-label="fixture filter" value={text} onChange={(event) => setText(event.target.value)} />
      <span data-testid="fixture-page">{currentPage}</span>
      <span data-testid="fixture-rows">{tableQuery.data?.data.length ?? '-'}</span>
      <button type="button" onClick={() => setCurrentPage(2)}>
        page 2
      </button>
    </div>
  );
}

let listCalls: string[] = [];
let fixtureRenders = 0;
let writeLate: (() => void) | null = null;

// The fixture stands in for two real pages for this file only: the files of a worker share the page registry.
const restore: (() => void)[] = [];
beforeAll(() => {
  const fixture = pageModule(async () => ({ FixtureList }), 'FixtureList');
  restore.push(registerPage('control.bet', fixture)); // keepAlive 1 in the mock menu
  restore.push(registerPage('system.runtimeLog', fixture)); // keepAlive 0
});
afterAll(() => restore.forEach((undo) => undo()));

beforeEach(() => {
  listCalls = [];
  const list = (url: string) => {
    listCalls.push(url);
    return HttpResponse.json(
      { state: 1, msg: '', result: { list: [{ id: 1 }, { id: 2 }], total: 100 } },
      { headers: { 'x-server-time': String(Date.now()) } },
    );
  };
  mockServer.use(
    mswHttp.get('*/api/control/bet/list', ({ request }) => list(request.url)),
    mswHttp.get('*/api/system/runtimeLog/list', ({ request }) => list(request.url)),
  );
});

afterEach(() => vi.useRealTimers());

// Whole-app journeys on a shared, busy machine: each click re-renders the shell.
const SLOW = 60_000;

const tab = (title: string) => screen.getAllByTestId('workspace-tab').find((el) => el.textContent === title)!;
// A hidden tab's page is skipped by the browser (content-visibility) and out of the accessibility tree.
const visiblePage = () => screen.getAllByTestId('tab-page').find((el) => el.getAttribute('aria-hidden') !== 'true')!;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

async function openFixture(route: string) {
  const app = await renderApp({ as: 'admin', route });
  await screen.findByLabelText('fixture filter', {}, { timeout: 20_000 });
  await waitFor(() => expect(screen.getByTestId('fixture-rows')).toHaveTextContent('2'));
  return app;
}

describe('keep-alive tabs', () => {
  it(
    'keep filters, page and data while hidden, and refetch nothing on return',
    async () => {
      const app = await openFixture('/control/bet');
      fireEvent.click(screen.getByText('page 2'));
      await waitFor(() => expect(app.location()).toContain('currentPage=2'));
      await waitFor(() => expect(listCalls).toHaveLength(2));
      await app.user.type(screen.getByLabelText('fixture filter'), 'abc');

      fireEvent.click(tab('首页'));
      await waitFor(() => expect(app.location()).toBe('/home'));
      // Long enough for the cached list to be stale: a plain remount would fetch it again.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10 * 60_000);

      fireEvent.click(tab('投注控制'));
      await waitFor(() => expect(app.location()).toMatch(/^\/control\/bet\?.*currentPage=2/));
      expect(screen.getByLabelText('fixture filter')).toHaveValue('abc');
      expect(screen.getByTestId('fixture-page')).toHaveTextContent('2');
      await pause(300);
      expect(listCalls).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'a hidden page never writes the visible page\u2019s URL',
    async () => {
      const app = await openFixture('/control/bet');
      fireEvent.click(tab('首页'));
      await waitFor(() => expect(app.location()).toBe('/home'));
      act(() => writeLate!());
      await pause(200);
      // The page changed its paging and asked Refine to navigate while hidden: both stayed inside the tab.
      expect(app.location()).toBe('/home');
      expect(screen.getByTestId('home-greeting')).toBeInTheDocument();

      fireEvent.click(tab('投注控制'));
      // Shown again, the table writes its own (new) paging into its own URL; the dropped navigation stays dropped.
      await waitFor(() => expect(app.location()).toMatch(/^\/control\/bet\?.*currentPage=3/));
      expect(app.location()).not.toContain('late');
    },
    SLOW,
  );

  // Refine's hooks read the route dozens of times per render; read from React Router's contexts, every address bar
  // change rendered every kept-alive page again (React marks consumers a nearer provider shadows too).
  it(
    'a kept-alive page does not render again when only the address bar or the tab shown changes',
    async () => {
      const app = await openFixture('/control/bet');
      await pause(200);
      const before = fixtureRenders;
      fireEvent.click(tab('首页'));
      await waitFor(() => expect(app.location()).toBe('/home'));
      fireEvent.click(tab('投注控制'));
      await waitFor(() => expect(app.location()).toMatch(/^\/control\/bet/));
      fireEvent.click(tab('首页'));
      await waitFor(() => expect(app.location()).toBe('/home'));
      await pause(200);
      expect(fixtureRenders).toBe(before);
    },
    SLOW,
  );

  // A list sized to the workspace (useFillPane) gets its height only while shown: a hidden pane takes none.
  it(
    'a page that asks for the workspace height gets it while shown, and a hidden pane takes none',
    async () => {
      await openFixture('/control/bet');
      const pane = () => screen.getAllByTestId('tab-page').find((el) => el.dataset.tabKey === '/control/bet')!;
      const home = () => screen.getAllByTestId('tab-page').find((el) => el.dataset.tabKey === '/home')!;
      await waitFor(() => expect(pane().style.height).toBe('100%'));
      fireEvent.click(tab('首页'));
      await waitFor(() => expect(pane().style.contentVisibility).toBe('hidden'));
      expect(pane().style.height).toBe('');
      expect(home().style.height).toBe('');
      fireEvent.click(tab('投注控制'));
      await waitFor(() => expect(pane().style.height).toBe('100%'));
      expect(pane().style.contentVisibility).toBe('');
    },
    SLOW,
  );

  it(
    'refresh current remounts the page and fetches again',
    async () => {
      const app = await openFixture('/control/bet');
      await app.user.type(screen.getByLabelText('fixture filter'), 'abc');
      fireEvent.contextMenu(tab('投注控制'));
      const entry = await waitFor(() =>
        screen.getAllByText('刷新当前').find((el) => !el.closest('.ant-dropdown-hidden'))!,
      );
      fireEvent.click(entry);
      await waitFor(() => expect(listCalls).toHaveLength(2));
      await waitFor(() => expect(screen.getByLabelText('fixture filter')).toHaveValue(''));
      expect(visiblePage()).toHaveAttribute('data-tab-key', '/control/bet');
    },
    SLOW,
  );

  it(
    'a page without keepAlive starts over when it comes back',
    async () => {
      const app = await openFixture('/system/runtimeLog');
      await app.user.type(screen.getByLabelText('fixture filter'), 'abc');
      fireEvent.click(tab('首页'));
      await waitFor(() => expect(screen.queryByLabelText('fixture filter')).toBeNull());
      fireEvent.click(tab('运行日志'));
      expect(await screen.findByLabelText('fixture filter')).toHaveValue('');
    },
    SLOW,
  );

  // The same on a real list page (游戏分类, keepAlive 1): the kit's filter form and table, not the fixture.
  it(
    'a real list page keeps a typed filter while its tab is away and asks its list nothing on return',
    async () => {
      const calls = recordCalls('/api/game/classify/list');
      const app = await renderApp({ as: 'admin', route: '/game/classify' });
      const page = await screen.findByTestId('resource-game.classify', {}, { timeout: 60_000 });
      await waitFor(() => expect(page.querySelector('.ant-table-row')).not.toBeNull(), { timeout: 60_000 });
      const filter = () => within(within(page).getByTestId('filter-panel')).getAllByRole('textbox')[0]!;
      await app.user.type(filter(), '捕鱼');
      const before = calls.length;
      expect(before).toBeGreaterThan(0);
      fireEvent.click(tab('首页'));
      await waitFor(() => expect(app.location()).toBe('/home'));
      fireEvent.click(tab('游戏分类'));
      await waitFor(() => expect(app.location()).toMatch(/^\/game\/classify/));
      expect(filter()).toHaveValue('捕鱼');
      await pause(500);
      expect(calls).toHaveLength(before);
    },
    SLOW,
  );
});
