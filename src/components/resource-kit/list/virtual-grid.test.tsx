// Virtual rows in the kit's grid (virtual-grid.tsx), through the whole console: a page of 200 rows keeps only a
// window of them in the DOM, with the header, the total row, the rows' table semantics and a selection that holds
// rows out of view. Layout itself (heights, widths, scrolling) needs a browser: tests/e2e/game-bet-orders.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '@mocks/node';
import { registerPage } from '@/app/routing/page-registry';
import { defineResource, resolveDefinition } from '@/components/resource-kit/define-resource';
import type { ResourceDecl } from '@/components/resource-kit/types';
import { VIRTUAL_ROWS_FROM, wantsVirtual } from '@/components/resource-kit/list/virtual-grid';
import { i18n } from '@/i18n/i18n';
import { pageModule } from '@/lib/page-modules';
import { recordCalls } from '@tests/record-calls';
import { renderApp } from '@tests/render';
import { registerWidget, serveWidgets, WidgetPage, type Widget } from '@tests/support/widget-fixture';

afterEach(() => i18n.removeResourceBundle('zh-CN', 'fixture'));

/** The widget page with a batch action, so the table shows checkboxes. */
const BatchWidgets = defineResource<Widget>({
  ...WidgetPage.definition,
  rowKey: 'id',
  toolbarActions: [
    {
      key: 'retireMany',
      permission: 'fixture.widget.retire',
      url: '/api/fixture/widget/retireMany',
      selection: true,
      body: (rows) => ({ ids: rows.map((r) => r.id) }),
    },
  ],
});

describe('virtual rows', () => {
  it('are on from the threshold, for lists that fill a height, unless the declaration says', () => {
    expect(wantsVirtual(undefined, VIRTUAL_ROWS_FROM - 1, true)).toBe(false);
    expect(wantsVirtual(undefined, VIRTUAL_ROWS_FROM, true)).toBe(true);
    expect(wantsVirtual(undefined, 500, false)).toBe(false);
    expect(wantsVirtual(false, 500, true)).toBe(false);
    expect(wantsVirtual(true, 3, true)).toBe(true);
  });

  it(
    'keep a window of a 200-row page, with header, total row, aria rows and selection over all rows',
    { timeout: 180_000 },
    async () => {
      registerWidget();
      i18n.addResourceBundle(
        'zh-CN',
        'fixture',
        { widget: { actions: { retireMany: { label: '批量停用', success: '已停用 {{count}} 个' } } } },
        true,
        true,
      );
      registerPage(
        'fixture.widget',
        pageModule(async () => ({ Page: BatchWidgets }), 'Page'),
      );
      serveWidgets({ count: 250 });
      const sent: unknown[] = [];
      mockServer.use(
        mswHttp.post('*/api/fixture/widget/retireMany', async ({ request }) => {
          sent.push(await request.json());
          return HttpResponse.json({ state: 1, msg: '操作成功', result: null });
        }),
      );
      const app = await renderApp({ as: 'admin', route: '/fixture/widget?pageSize=200&currentPage=1' });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(page).findByText('部件 2', {}, { timeout: 60_000 });

      const grid = page.querySelector('.virtual-grid') as HTMLElement;
      expect(grid).not.toBeNull();
      expect(grid).toHaveAttribute('data-row-count', '200');
      // Only a window of the rows is in the DOM; the last ones are not.
      const rows = within(page)
        .getAllByRole('row')
        .filter((r) => r.closest('[data-testid="virtual-body"]'));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(200);
      expect(within(page).queryByText('部件 200')).toBeNull();

      // The body is the rows' table for assistive technology: its row count, each row's index, cells.
      const body = within(page).getByTestId('virtual-body');
      expect(body).toHaveAttribute('role', 'table');
      expect(body).toHaveAttribute('aria-rowcount', '200');
      expect(body).toHaveAttribute('aria-label', '部件管理');
      expect(body).toHaveAttribute('tabindex', '0');
      expect(rows[0]).toHaveAttribute('aria-rowindex', '1');
      expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
      expect(within(rows[0]!).getAllByRole('cell').length).toBeGreaterThanOrEqual(5);

      // Header and total row stay antd's, outside the scrolling rows.
      expect(within(page).getByRole('columnheader', { name: '部件名称' })).toBeInTheDocument();
      const total = within(page).getByTestId('summary-row');
      expect(total.closest('[data-testid="virtual-body"]')).toBeNull();
      expect(total).toHaveTextContent('本页合计');
      // The page total adds up all 200 rows, not the rendered ones: 1000 + ... + 1199.
      expect(total).toHaveTextContent('219,900.00');
      // Every column has a width in pixels (the virtual body lays its cells out by them).
      const headers = [...page.querySelectorAll<HTMLElement>('.ant-table-header col')];
      expect(headers.length).toBeGreaterThan(0);

      // Select all on the header: the batch action gets all 200 rows, the 190 out of view included.
      const selectAll = within(page.querySelector('.ant-table-header') as HTMLElement).getByRole('checkbox');
      await app.user.click(selectAll);
      const batch = within(page).getByRole('button', { name: '批量停用' });
      await waitFor(() => expect(batch).toBeEnabled());
      await app.user.click(batch);
      await waitFor(() => expect(sent).toHaveLength(1));
      const ids = (sent[0] as { ids: number[] }).ids;
      expect(ids).toHaveLength(200);
      expect(ids).toContain(200);
    },
  );

  it(
    'keep a window of a large tree: every row expanded is counted, a folded parent takes its children out',
    { timeout: 180_000 },
    async () => {
      registerWidget();
      // 30 parents with 4 children each: 150 rows, all expanded, over the threshold.
      type TreeWidget = Widget & { parentId: number };
      const rows: TreeWidget[] = Array.from({ length: 150 }, (_, i) => ({
        id: i + 1,
        parentId: i < 30 ? 0 : ((i - 30) % 30) + 1,
        name: `部件 ${i + 1}`,
        price: 1000 + i,
        status: i % 2,
        createdAt: 1_764_000_000_000 + i * 1000,
      }));
      const TreeWidgets = defineResource<TreeWidget>({
        ...(WidgetPage.definition as unknown as ResourceDecl<TreeWidget>),
        rowKey: 'id',
        tree: true,
      });
      registerPage(
        'fixture.widget',
        pageModule(async () => ({ Page: TreeWidgets }), 'Page'),
      );
      serveWidgets();
      mockServer.use(
        mswHttp.get('*/api/fixture/widget/list', () =>
          HttpResponse.json({ state: 1, msg: '', result: { list: rows, total: rows.length } }),
        ),
      );
      const app = await renderApp({ as: 'admin', route: '/fixture/widget' });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(page).findByText('部件 1', {}, { timeout: 60_000 });

      expect(page.querySelector('.virtual-grid')).not.toBeNull();
      const body = within(page).getByTestId('virtual-body');
      expect(body).toHaveAttribute('aria-rowcount', '150');
      // Parents in order, each followed by its children: 部件 1, then 31, 61, 91, 121.
      const shown = () =>
        within(page)
          .getAllByRole('row')
          .filter((r) => r.closest('[data-testid="virtual-body"]'));
      expect(shown()[0]).toHaveTextContent('部件 1');
      expect(shown()[1]).toHaveTextContent('部件 31');
      expect(shown()[5]).toHaveTextContent('部件 2');
      expect(shown().length).toBeLessThan(150);

      // Folding the first parent takes its four children out of the rows and the count.
      const fold = within(shown()[0]!).getByRole('button', { expanded: true });
      await app.user.click(fold);
      await waitFor(() => expect(body).toHaveAttribute('aria-rowcount', '146'));
      expect(within(page).queryByText('部件 31')).toBeNull();
      expect(shown()[1]).toHaveTextContent('部件 2');
      expect(shown()[1]).toHaveAttribute('aria-rowindex', '2');
    },
  );

  it(
    'keep a window of a 200-row page whose rows expand into a sub-list: the part is a row of its own, counted and indexed',
    { timeout: 180_000 },
    async () => {
      registerWidget();
      type Part = { id: number; widgetId: number; name: string };
      const Parts = resolveDefinition<Part>({
        name: 'fixture.widgetPart',
        columns: [{ key: 'id' }, { key: 'widgetId' }, { key: 'name' }],
      });
      const ExpandWidgets = defineResource<Widget>({
        ...WidgetPage.definition,
        rowKey: 'id',
        subLists: [
          {
            key: 'parts',
            list: Parts,
            scope: (row) => ({ widgetId: row.id }),
            display: 'expand',
            permission: 'fixture.widget',
            visible: (row) => row.id !== 3,
          },
        ],
      });
      registerPage(
        'fixture.widget',
        pageModule(async () => ({ Page: ExpandWidgets }), 'Page'),
      );
      serveWidgets({ count: 250 });
      mockServer.use(
        mswHttp.get('*/api/fixture/widgetPart/list', ({ request }) => {
          const widgetId = Number(new URL(request.url).searchParams.get('widgetId'));
          const list = [1, 2, 3].map((n) => ({ id: widgetId * 100 + n, widgetId, name: `零件 ${widgetId}-${n}` }));
          return HttpResponse.json({ state: 1, msg: '', result: { list, total: list.length } });
        }),
      );
      const partCalls = recordCalls('/api/fixture/widgetPart/list');
      const app = await renderApp({ as: 'admin', route: '/fixture/widget?pageSize=200&currentPage=1' });
      const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
      await within(page).findByText('部件 2', {}, { timeout: 60_000 });

      expect(page.querySelector('.virtual-grid')).toHaveAttribute('data-row-count', '200');
      const body = within(page).getByTestId('virtual-body');
      // The body's own rows (list rows and expanded parts), not those of a sub-list's table inside a part.
      const bodyRows = () =>
        within(body)
          .getAllByRole('row')
          .filter((r) => !r.closest('[data-testid="resource-fixture.widgetPart"]'));
      const listRow = (id: number) => body.querySelector<HTMLElement>(`[role="row"][data-row-key="${id}"]`)!;
      const indexes = () => bodyRows().map((r) => Number(r.getAttribute('aria-rowindex')));
      // Every row in the DOM has its index, in DOM order and without gaps (a window from the top: 1, 2, 3...).
      const expectIndexesInOrder = () => expect(indexes()).toEqual(indexes().map((_, i) => i + 1));
      expect(bodyRows().length).toBeGreaterThan(0);
      expect(bodyRows().length).toBeLessThan(200);
      expect(within(page).queryByText('部件 200')).toBeNull();
      expect(body).toHaveAttribute('aria-rowcount', '200');
      expectIndexesInOrder();
      expect(partCalls).toHaveLength(0);

      // A row the sub-list's `visible` refuses has nothing to expand.
      expect(within(listRow(3)).queryByRole('button', { expanded: false })).toBeNull();

      // Expanding a row shows its sub-list, whose calls carry the row's scope, in a part under that row.
      await app.user.click(within(listRow(2)).getByRole('button', { expanded: false }));
      const parts = await within(body).findByTestId('resource-fixture.widgetPart', {}, { timeout: 30_000 });
      expect(await within(parts).findByText('零件 2-3', {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(within(parts).queryByText('零件 1-1')).toBeNull();
      expect(partCalls.length).toBeGreaterThan(0);
      expect(partCalls.every((url) => url.searchParams.get('widgetId') === '2')).toBe(true);
      // The sub-list is a small table of its own: its rows are not virtual and carry no index of the page's rows.
      expect(within(parts).queryByTestId('virtual-body')).toBeNull();
      const partRows = within(parts)
        .getAllByRole('row')
        .filter((r) => within(r).queryByText(/^零件 2-/));
      expect(partRows).toHaveLength(3);
      for (const row of partRows) expect(row).not.toHaveAttribute('aria-rowindex');

      // The part is a row of the body right under its row (as an expanded <tr> is without virtual rows): counted once,
      // whatever it holds, and the rows below it move down one.
      const part = parts.closest('[role="row"]') as HTMLElement;
      expect(part).toHaveClass('ant-table-expanded-row');
      expect(part.previousElementSibling).toBe(listRow(2));
      await waitFor(() => expect(body).toHaveAttribute('aria-rowcount', '201'));
      expect(listRow(2)).toHaveAttribute('aria-rowindex', '2');
      expect(part).toHaveAttribute('aria-rowindex', '3');
      expect(listRow(3)).toHaveAttribute('aria-rowindex', '4');
      expectIndexesInOrder();

      // A second part further down adds its row after the first's.
      await app.user.click(within(listRow(4)).getByRole('button', { expanded: false }));
      await within(body).findByText('零件 4-1', {}, { timeout: 30_000 });
      await waitFor(() => expect(body).toHaveAttribute('aria-rowcount', '202'));
      expect(listRow(4)).toHaveAttribute('aria-rowindex', '5');
      expect(listRow(5)).toHaveAttribute('aria-rowindex', '7');
      expectIndexesInOrder();
      expect(partCalls.some((url) => url.searchParams.get('widgetId') === '4')).toBe(true);

      // Collapsing takes the part out of the DOM and of the count; the rows below move back up.
      await app.user.click(within(listRow(2)).getByRole('button', { expanded: true }));
      await waitFor(() => expect(within(body).queryByText('零件 2-1')).toBeNull());
      await waitFor(() => expect(body).toHaveAttribute('aria-rowcount', '201'));
      expect(listRow(3)).toHaveAttribute('aria-rowindex', '3');
      expect(listRow(4)).toHaveAttribute('aria-rowindex', '4');
      expect(within(body).getByText('零件 4-1')).toBeInTheDocument();
      expectIndexesInOrder();
    },
  );

  it('offer no expanded sub-list to a role without its permission', { timeout: 180_000 }, async () => {
    registerWidget();
    const Parts = resolveDefinition<{ id: number }>({ name: 'fixture.widgetPart', columns: [{ key: 'id' }] });
    const ExpandWidgets = defineResource<Widget>({
      ...WidgetPage.definition,
      rowKey: 'id',
      subLists: [{ key: 'parts', list: Parts, scope: (row) => ({ widgetId: row.id }), display: 'expand' }],
    });
    registerPage(
      'fixture.widget',
      pageModule(async () => ({ Page: ExpandWidgets }), 'Page'),
    );
    serveWidgets({ count: 30 });
    await renderApp({ as: 'admin', route: '/fixture/widget' });
    const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
    const row = (await within(page).findByText('部件 2', {}, { timeout: 60_000 })).closest('tr') as HTMLElement;
    // The role holds fixture.widget but not fixture.widgetPart (the sub-list's page key, its default permission).
    expect(within(row).queryByRole('button', { expanded: false })).toBeNull();
    expect(page.querySelector('.ant-table-row-expand-icon')).toBeNull();
  });
});
