// Player detail journeys that need a real browser: opened from the header's player viewer, a child order's detail in
// a sandboxed frame, and the modal's height on a short screen. The dialogs (balance, RTP, refusals, the ledger row),
// the tab rules, markup shown as text and the "not found" state are jsdom tests in src/resources/player/detail/.
import { expect, test, type Locator, type Page } from './support/test';
import { choosePreset, search } from './game-helpers';
import { login } from './support/login';

const PLAYER = '880001';

/** Opens the player detail through the header's player-info viewer and returns the modal. */
async function openFromViewer(page: Page, id: string): Promise<Locator> {
  const viewer = page.getByTestId('player-viewer');
  await viewer.fill(id);
  await viewer.press('Enter');
  const modal = page.locator('.ant-modal').filter({ hasText: `用户信息 ${id}` });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('player-info-grid')).toBeVisible();
  return modal;
}

test('a child order id opens the order detail in a sandboxed frame (a same-origin blob: URL in the mock build)', async ({
  page,
}) => {
  await login(page, 'admin');
  const modal = await openFromViewer(page, PLAYER);
  await modal.getByRole('tab', { name: '注单记录' }).click();
  const orders = modal.getByTestId('player-tab-betOrder');
  const first = orders
    .locator('button')
    .filter({ hasText: /^\d{17}$/ })
    .first();
  const id = (await first.textContent()) ?? '';
  await first.click();
  const detail = page.locator('.ant-modal').filter({ hasText: `注单详情 ${id}` });
  const frame = detail.getByTestId('url-frame');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
  expect(await frame.getAttribute('src')).toMatch(new RegExp(`^(blob:${new URL(page.url()).origin}/|https?://)`));
  await expect(page.frameLocator('[data-testid=url-frame]').getByText(id).first()).toBeVisible();
});

test.describe('on a 768 px high screen', () => {
  test.use({ viewport: { width: 1280, height: 768 } });

  test('the bet order tab scrolls inside the modal, which stays within the screen', async ({ page }) => {
    await login(page, 'admin');
    const modal = await openFromViewer(page, PLAYER);
    await modal.getByRole('tab', { name: '注单记录' }).click();
    const orders = modal.getByTestId('player-tab-betOrder');
    // A full page of 20: the player plays every day, so the last 7 days hold more than that.
    await choosePreset(page, orders, '最近 7 天');
    await search(orders);
    await expect(orders.locator('tbody tr.ant-table-row')).toHaveCount(20);

    const box = await modal.locator('.ant-modal-content').boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(768);
    // The rows scroll in the table's body, whose pager stays on the screen.
    const body = orders.locator('.ant-table-body');
    const sizes = await body.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const pager = await orders.locator('.ant-table-pagination').boundingBox();
    expect((pager?.y ?? 0) + (pager?.height ?? 0)).toBeLessThanOrEqual(768);
    // Nothing around the modal scrolls instead.
    const wrap = await page
      .locator('.ant-modal-wrap')
      .filter({ has: modal })
      .evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(wrap).toBeLessThanOrEqual(0);
  });
});
