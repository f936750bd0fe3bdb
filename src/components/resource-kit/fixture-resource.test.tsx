// Acceptance for the declaration API: a resource declared only here (no page, locale or mock file touched) gets its
// route, menu entry, palette entry, table, create form and CSV export from the kit.
import { useMenu } from '@refinedev/core';
import { screen, waitFor, within } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, ALL_PERMISSIONS, MENU_ITEMS, ROLES } from '@mocks/db/catalog';
import { mockServer } from '@mocks/node';
import { useAllowedMenu } from '@/app/menu-context';
import { walkMenu } from '@/app/routing/menu-tree';
import { registerPage } from '@/app/routing/page-registry';
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { i18n } from '@/i18n/i18n';
import { pageModule } from '@/lib/page-modules';
import { renderApp } from '@tests/render';

type Widget = { id: number; name: string; price: number; status: number; createdAt: number };

const WidgetPage = defineResource<Widget>({
  name: 'fixture.widget',
  columns: [
    { key: 'id' },
    { key: 'name' },
    { key: 'price', kind: 'amount', summary: true },
    { key: 'status', kind: 'enum', enum: STATUS_ENUM },
    { key: 'createdAt', kind: 'time' },
  ],
  filters: [{ key: 'name', kind: 'text' }],
  form: {
    fields: [
      { key: 'name', kind: 'text', required: true, maxLength: 20 },
      { key: 'price', kind: 'number', min: 0 },
      { key: 'status', kind: 'enum', enum: STATUS_ENUM, display: 'radio', defaultValue: 1 },
    ],
  },
});

/** What the command palette lists: the allowed menu's pages (and Refine's menu, built from the same resources). */
function PaletteProbe() {
  const pages = walkMenu(useAllowedMenu()).filter((n) => n.component && !n.hidden);
  const { menuItems } = useMenu();
  const refine = menuItems.flatMap((item) => [item, ...item.children]);
  return (
    <ul data-testid="palette-source">
      {pages.map((p) => (
        <li key={p.path}>{`${p.path} ${refine.some((r) => r.route === p.path) ? 'refine' : ''}`}</li>
      ))}
    </ul>
  );
}

const TEXTS = {
  widget: {
    columns: { id: 'ID', name: '部件名称', price: '价格', status: '状态', createdAt: '创建时间' },
    filters: { name: '名称' },
  },
};

function serveFixture() {
  const rows: Widget[] = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? '=HYPERLINK("http://evil")' : `部件 ${i + 1}`,
    price: 1000 + i,
    status: i % 2,
    createdAt: 1_764_000_000_000 + i * 1000,
  }));
  const listCalls: URL[] = [];
  const admin = ACCOUNTS.find((a) => a.username === 'admin')!;
  const role = ROLES.find((r) => r.id === admin.roleId)!;
  mockServer.use(
    mswHttp.get('*/api/user/userMenu', () =>
      HttpResponse.json({
        state: 1,
        msg: '',
        result: [
          ...MENU_ITEMS,
          {
            id: 9000,
            parentId: 0,
            path: '/fixture',
            component: '',
            permission: '',
            title: '测试区',
            icon: '',
            keepAlive: 1,
            hidden: 0,
            redirect: '/fixture/widget',
            sort: 99,
          },
          {
            id: 9001,
            parentId: 9000,
            path: '/fixture/widget',
            component: 'fixture/widget',
            permission: 'fixture.widget',
            title: '部件管理',
            icon: '',
            keepAlive: 1,
            hidden: 0,
            sort: 1,
          },
        ],
      }),
    ),
    mswHttp.get('*/api/common/userInfo', () =>
      HttpResponse.json({
        state: 1,
        msg: '',
        result: {
          userInfo: {
            id: admin.id,
            username: admin.username,
            nickname: admin.nickname,
            type: admin.type,
            role: { ...role, permissions: [...ALL_PERMISSIONS, 'fixture.widget', 'fixture.widget.save'] },
          },
        },
      }),
    ),
    mswHttp.get('*/api/fixture/widget/list', ({ request }) => {
      const url = new URL(request.url);
      listCalls.push(url);
      const name = url.searchParams.get('name');
      const current = Number(url.searchParams.get('current') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 20);
      const hits = rows.filter((r) => !name || r.name.includes(name));
      return HttpResponse.json({
        state: 1,
        msg: '',
        result: { list: hits.slice((current - 1) * size, current * size), total: hits.length },
      });
    }),
    mswHttp.post('*/api/fixture/widget/save', async ({ request }) => {
      const body = (await request.json()) as Omit<Widget, 'id' | 'createdAt'>;
      const saved = { ...body, id: rows.length + 1, createdAt: 1_764_100_000_000 };
      rows.unshift(saved);
      return HttpResponse.json({ state: 1, msg: '操作成功', result: saved });
    }),
  );
  return { rows, listCalls };
}

// jsdom's Blob has no text(); FileReader reads it the old way.
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  i18n.removeResourceBundle('zh-CN', 'fixture');
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('a resource declared in a test fixture', () => {
  it('gets a route, menu and palette entry, table, create form and CSV export', { timeout: 180_000 }, async () => {
    i18n.addResourceBundle('zh-CN', 'fixture', TEXTS);
    registerPage(
      'fixture.widget',
      pageModule(
        async () => ({
          Page: () => (
            <>
              <WidgetPage />
              <PaletteProbe />
            </>
          ),
        }),
        'Page',
      ),
    );
    const server = serveFixture();
    const app = await renderApp({ as: 'admin', route: '/fixture/widget' });

    // Route and menu entry
    const page = await screen.findByTestId('resource-fixture.widget', {}, { timeout: 60_000 });
    expect(app.location()).toBe('/fixture/widget');
    expect(within(screen.getByTestId('side-menu')).getByText('测试区')).toBeInTheDocument();
    expect(within(screen.getByTestId('side-menu')).getByText('部件管理')).toBeInTheDocument();
    // Palette source: the allowed menu and Refine's menu both list the page
    expect(within(screen.getByTestId('palette-source')).getByText('/fixture/widget refine')).toBeInTheDocument();

    // Table: localized headers, formatted cells, default page size 20, page total (the server sends no summary)
    await within(page).findByText('部件 2');
    expect(within(page).getByRole('columnheader', { name: '部件名称' })).toBeInTheDocument();
    expect(within(page).getByText('1,001.00')).toBeInTheDocument();
    expect(server.listCalls[0]?.searchParams.get('pageSize')).toBe('20');
    expect(within(page).getByTestId('summary-label')).toHaveTextContent('本页合计');
    // The list takes the workspace's height and its table scrolls inside (header and pager stay in view)
    expect(page.closest('[data-testid="tab-page"]')).toHaveStyle({ height: '100%' });
    expect(page.querySelector('.fit-table .ant-table-body')).not.toBeNull();
    // ... and its total row stays below the scrolling rows, not after the last of them
    expect(within(page).getByTestId('summary-row').closest('.ant-table-body')).toBeNull();
    expect(within(page).getByTestId('summary-row').closest('.ant-table-summary')).not.toBeNull();
    // one cell per column, the row actions' included (fixed right, it covers what scrolls under it)
    const headers = page.querySelectorAll('.ant-table-header th.ant-table-cell:not(.ant-table-cell-scrollbar)');
    const totals = within(page).getByTestId('summary-row').querySelectorAll('td.ant-table-cell');
    expect(totals).toHaveLength(headers.length);
    expect(totals[totals.length - 1]).toHaveClass('ant-table-cell-fix-right');

    // Create form: localized validation, then a saved row
    await app.user.click(within(page).getByTestId('create-button'));
    const dialog = (await screen.findByText('新增 - 部件管理', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await app.user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入部件名称')).toBeInTheDocument();
    await app.user.type(within(dialog).getByLabelText('部件名称'), '新部件');
    await app.user.type(within(dialog).getByLabelText('价格'), '12.5');
    await app.user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(page).findByText('新部件')).toBeInTheDocument();

    // CSV export: every matching row (three list calls of 200 would be needed for more), visible columns in order
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:fixture';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await app.user.click(within(page).getByTestId('csv-export'));
    await waitFor(() => expect(saved).toBeDefined());
    const csv = (await readText(saved!)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('ID,部件名称,价格,状态,创建时间');
    expect(lines).toHaveLength(1 + 46);
    expect(lines[1]).toMatch(/^46,新部件,12\.50,启用,/);
    // Formula-looking text is neutralised; numbers stay numbers.
    expect(csv).toContain(`1,"'=HYPERLINK(""http://evil"")","1,000.00",禁用,2025-11-25 00:00:00`);
  });
});
