// A resource declared only in tests (no page, locale or mock file of its own): the fixture the kit's acceptance
// tests render through the whole console. Its list and save are served here; the menu and profile add it to the
// admin's.
import { useMenu } from '@refinedev/core';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { mockServer } from '@mocks/node';
import { ACCOUNTS, ALL_PERMISSIONS, MENU_ITEMS, ROLES } from '@mocks/domain/staff/catalog';
import { registerPage } from '@/app/routing/page-registry';
import { defineResource } from '@/components/resource-kit/define-resource';
import { STATUS_ENUM } from '@/components/resource-kit/enums';
import { i18n } from '@/i18n/i18n';
import { useAllowedMenu } from '@/lib/menu-context';
import { walkMenu } from '@/lib/menu-tree';
import { pageModule } from '@/lib/page-modules';

export type Widget = { id: number; name: string; price: number; status: number; createdAt: number };

export const WidgetPage = defineResource<Widget>({
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
  // A row action with a form: the kit opens its form modal on the row.
  rowActions: [
    {
      key: 'retire',
      permission: 'fixture.widget.retire',
      url: '/api/fixture/widget/retire',
      confirm: true,
      fields: [{ key: 'note', kind: 'textarea', required: true, minLength: 4, maxLength: 200 }],
      body: (row, values) => ({ id: row.id, note: String(values.note ?? '').trim() }),
    },
  ],
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
    record: '部件',
    columns: { id: 'ID', name: '部件名称', price: '价格', status: '状态', createdAt: '创建时间' },
    filters: { name: '名称' },
    fields: { note: '停用原因' },
    actions: {
      retire: { label: '停用', title: '停用部件 {{name}}', confirm: '停用后部件不再出售', success: '{{name}} 已停用' },
    },
  },
};

const MENU = [
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
];

/** Registers the page and its texts; remove the texts after the test with `i18n.removeResourceBundle`. */
export function registerWidget() {
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
}

/** Serves `count` widgets' list, save and retire (those two after `saveDelayMs`), and records the calls. */
export function serveWidgets({ saveDelayMs = 0, count = 45 } = {}) {
  const rows: Widget[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: i === 0 ? '=HYPERLINK("http://evil")' : `部件 ${i + 1}`,
    price: 1000 + i,
    status: i % 2,
    createdAt: 1_764_000_000_000 + i * 1000,
  }));
  const listCalls: URL[] = [];
  const saveCalls: unknown[] = [];
  const retireCalls: unknown[] = [];
  const admin = ACCOUNTS.find((a) => a.username === 'admin')!;
  const role = ROLES.find((r) => r.id === admin.roleId)!;
  const envelope = (result: unknown, msg = '') => HttpResponse.json({ state: 1, msg, result });
  mockServer.use(
    mswHttp.get('*/api/user/userMenu', () => envelope([...MENU_ITEMS, ...MENU])),
    mswHttp.get('*/api/common/userInfo', () =>
      envelope({
        userInfo: {
          id: admin.id,
          username: admin.username,
          nickname: admin.nickname,
          type: admin.type,
          merchantTeamId: 0,
          merchantId: 0,
          role: {
            ...role,
            permissions: [...ALL_PERMISSIONS, 'fixture.widget', 'fixture.widget.save', 'fixture.widget.retire'],
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
      return envelope({ list: hits.slice((current - 1) * size, current * size), total: hits.length });
    }),
    mswHttp.post('*/api/fixture/widget/save', async ({ request }) => {
      const body = (await request.json()) as Omit<Widget, 'id' | 'createdAt'>;
      saveCalls.push(body);
      if (saveDelayMs) await delay(saveDelayMs);
      const saved = { ...body, id: rows.length + 1, createdAt: 1_764_100_000_000 };
      rows.unshift(saved);
      return envelope(saved, '操作成功');
    }),
    mswHttp.post('*/api/fixture/widget/retire', async ({ request }) => {
      retireCalls.push(await request.json());
      if (saveDelayMs) await delay(saveDelayMs);
      return envelope(null, '操作成功');
    }),
  );
  return { rows, listCalls, saveCalls, retireCalls };
}
