// Pages declared only in a test, served to the whole console: each gets a menu item under a 测试区 group, the admin's
// profile holds their keys, and `handlers` answer their calls. For tests of what a declaration alone gives.
import { http as mswHttp, HttpResponse, type RequestHandler } from 'msw';
import type { ComponentType } from 'react';
import { ACCOUNTS, ALL_PERMISSIONS, MENU_ITEMS, ROLES } from '@mocks/domain/staff/catalog';
import { mockServer } from '@mocks/node';
import { registerPage } from '@/app/routing/page-registry';
import { pageModule } from '@/lib/page-modules';

export type FixturePage = { key: string; title: string; Page: ComponentType; permissions?: string[] };

export const envelope = (result: unknown, msg = '') => HttpResponse.json({ state: 1, msg, result });

export function serveFixturePages(pages: FixturePage[], handlers: RequestHandler[] = []) {
  const admin = ACCOUNTS.find((a) => a.username === 'admin')!;
  const role = ROLES.find((r) => r.id === admin.roleId)!;
  const menu = [
    {
      id: 9100,
      parentId: 0,
      path: '/fixture',
      component: '',
      permission: '',
      title: '测试区',
      icon: '',
      keepAlive: 1,
      hidden: 0,
      sort: 99,
    },
    ...pages.map((page, i) => ({
      id: 9101 + i,
      parentId: 9100,
      path: `/fixture/${page.key}`,
      component: `fixture/${page.key}`,
      permission: `fixture.${page.key}`,
      title: page.title,
      icon: '',
      keepAlive: 1,
      hidden: 0,
      sort: i + 1,
    })),
  ];
  for (const page of pages)
    registerPage(
      `fixture.${page.key}`,
      pageModule(async () => ({ Page: page.Page }), 'Page'),
    );
  const keys = pages.flatMap((p) => [`fixture.${p.key}`, ...(p.permissions ?? [])]);
  mockServer.use(
    mswHttp.get('*/api/user/userMenu', () => envelope([...MENU_ITEMS, ...menu])),
    mswHttp.get('*/api/common/userInfo', () =>
      envelope({
        userInfo: { ...admin, password: undefined, role: { ...role, permissions: [...ALL_PERMISSIONS, ...keys] } },
      }),
    ),
    ...handlers,
  );
}
