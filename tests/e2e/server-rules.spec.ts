// Against the standalone implementation of the contract (the mock-off build behind the reverse proxy): the console
// is right with any conforming server. Directories with keys of their own and the merchant's data scope, checked
// against the API as well as on the page. 403 vs 404 by URL with a menu the server filtered by role is
// tests/app-routing.test.tsx (the same mock domain, through msw); nginx serving deep links is nginx.spec.ts.
import { expect, test, type Page } from './support/test';
import { MODAL_DEBOUNCE_MS } from '@/lib/modal-constants';
import { login } from './support/login';
import { groupTitles } from './support/menu';
import { openFromMenu, openPalette } from './support/shell';

const OWN_MERCHANT = '金龙娱乐';

/** The API as the signed-in user (the console's token cookie as the bearer). */
async function api(page: Page, path: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const response = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as {
    state: number;
    msg: string;
    result: { list: Record<string, unknown>[]; total: number };
  };
}

test('a menu whose directories carry keys the role lacks still shows the admin every area', async ({ page }) => {
  await page.route('**/api/user/userMenu', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { parentId: number; path: string; permission: string }[] };
    // A server that gives each page-area directory a key of its own (`system`), which no role stores.
    body.result = body.result.map((item) => (item.parentId === 0 ? { ...item, permission: item.path.slice(1) } : item));
    await route.fulfill({ response, json: body });
  });
  await login(page, 'admin');
  await expect(groupTitles(page)).toHaveText(['游戏管理', '内控管理', '商户管理', '玩家管理', '报表管理', '系统管理']);
  await openFromMenu(page, '游戏管理', '注单列表');
});

test("a merchant's player list, its players' bet orders and the palette look-up stay inside its merchant", async ({
  page,
}) => {
  await login(page, 'merchant');
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/player/page');
  await openFromMenu(page, '玩家管理', '玩家列表');
  const rows = (await (await answer).json()).result.list as { id: number; merchantId: number; merchantName: string }[];
  expect(rows.length).toBeGreaterThan(0);
  expect(new Set(rows.map((r) => r.merchantName))).toEqual(new Set([OWN_MERCHANT]));
  await expect(page.locator('.ant-table-row').first()).toContainText(OWN_MERCHANT);

  // The API itself: all of the merchant's players, and nothing for another merchant's filter.
  const all = await api(page, '/api/player/page?current=1&pageSize=200');
  expect(all.result.list.every((p) => p.merchantId === 101)).toBe(true);
  expect((await api(page, '/api/player/page?merchantId=201')).result).toMatchObject({ list: [], total: 0 });
  const own = new Set(all.result.list.map((p) => Number(p.id)));
  const foreign = Array.from({ length: 600 }, (_, i) => 880001 + i).find((id) => !own.has(id))!;
  const mine = [...own][0]!;
  expect((await api(page, `/api/player/betOrder?playerId=${foreign}`)).state).toBe(0);
  const orders = await api(page, `/api/player/betOrder?playerId=${mine}&current=1&pageSize=50`);
  expect(orders.state).toBe(1);

  // The palette's player look-up: another merchant's player is not found (the detail's one "not found" state, no
  // tabs and no error modal: the server refuses it like an unknown id), its own opens.
  let search = await openPalette(page);
  await search.fill(String(foreign));
  await expect(page.getByTestId('palette-item').first()).toContainText(String(foreign));
  await page.keyboard.press('Enter');
  const notFound = page.locator('.ant-modal').filter({ hasText: `用户信息 ${foreign}` });
  await expect(notFound.getByTestId('player-not-found')).toContainText(`找不到玩家 ${foreign}`);
  await expect(notFound.getByRole('tab')).toHaveCount(0);
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  // The modal gate drops a close within 300 ms of the open; by now the detail has been open at least this long.
  await page.waitForTimeout(MODAL_DEBOUNCE_MS);
  await page.keyboard.press('Escape');
  await expect(notFound).toBeHidden();

  search = await openPalette(page);
  await search.fill(String(mine));
  await expect(page.getByTestId('palette-item').first()).toContainText(String(mine));
  await page.keyboard.press('Enter');
  const detail = page.locator('.ant-modal').filter({ hasText: `用户信息 ${mine}` });
  await expect(detail.getByText(OWN_MERCHANT).first()).toBeVisible();
});
