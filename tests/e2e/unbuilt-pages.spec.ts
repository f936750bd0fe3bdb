// A page the server's menu names but this build does not have (the server ships a page before the console does):
// not offered in the home shortcuts or the palette, marked in the side menu, and "page unavailable" if opened. This
// build has every page of the mock's menu, so the journey gives the admin's menu one more, as such a server would.
import { expect, test } from './support/test';
import { MENU_ITEMS } from '@mocks/domain/staff/catalog';
import { PAGE_MODULES } from '@/resources/pages';
import type { MenuItem } from '@/api/common';
import { permissionsOf } from './support/accounts';
import { login } from './support/login';
import { markedEntries, openGroup } from './support/menu';
import { openPalette } from './support/shell';

const held = permissionsOf('admin');
const pages = MENU_ITEMS.filter((i) => i.component && !i.hidden && !/^https?:/.test(i.path) && held.has(i.permission));
const built = pages.filter((i) => PAGE_MODULES[i.component.replace('/', '.')]);
const TITLE = '风控大屏';

test('the admin is offered only the pages this build has; a page it lacks is marked in the menu', async ({ page }) => {
  await page.route('**/api/user/userMenu', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: MenuItem[] };
    const group = body.result.find((i) => i.parentId === 0 && i.path === '/control');
    if (!group) throw new Error('the admin menu has no control group');
    expect(PAGE_MODULES['control.riskScreen']).toBeUndefined();
    body.result.push({
      ...body.result.find((i) => i.parentId === group.id)!,
      id: 99001,
      path: '/control/riskScreen',
      component: 'control/riskScreen',
      title: TITLE,
      sort: 999,
    });
    await route.fulfill({ response, json: body });
  });
  await login(page, 'admin');
  await expect(page.getByTestId('home-shortcut')).toHaveCount(built.length);

  const search = await openPalette(page);
  await search.fill(TITLE);
  await expect(page.getByTestId('palette-item').filter({ hasText: TITLE })).toHaveCount(0);
  await search.fill('投注控制');
  await expect(page.getByTestId('palette-item').first()).toContainText('投注控制');
  await page.keyboard.press('Escape');

  await openGroup(page, '内控管理');
  const marked = markedEntries(page, '内控管理');
  await expect(marked).toHaveText([`${TITLE}未上线`]);

  // The entry's link, not the middle of its wrapper (the gap between the title and the tag opens nothing).
  await marked.first().getByRole('link', { name: TITLE }).click();
  await expect(page.getByText('页面暂不可用')).toBeVisible();
});
