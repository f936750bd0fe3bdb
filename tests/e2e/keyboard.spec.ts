// The console by keyboard alone (issue 27): sign in, skip to the content by the skip link, reach pages through the
// side menu with the arrow keys, move between the workspace tabs with Left/Right/Home/End, and open dialogs (a form,
// a bet order's detail, a player's detail) that take the focus, keep Tab inside and hand the focus back to their
// opener when Escape closes them. One visit: every check runs on the same session.
import { expect, test, type Locator, type Page } from './support/test';
import { account } from './support/accounts';
import { resourcePage, rows } from './game-helpers';

/** Presses Tab (or `key`) until `target` has the focus, at most `max` times: how a keyboard user gets somewhere. */
async function tabTo(page: Page, target: Locator, max = 40, key = 'Tab') {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/**
 * Presses a key until the focused element's text is `text` (a menu's items, in order). The menu moves the focus a
 * frame after the key: each press waits for it to move before the next.
 */
async function arrowTo(page: Page, key: string, text: string, max = 14) {
  let now = await focusedText(page);
  for (let i = 0; i < max && now !== text; i += 1) {
    const before = now;
    await page.keyboard.press(key);
    await expect.poll(() => focusedText(page)).not.toBe(before);
    now = await focusedText(page);
  }
  expect(now).toBe(text);
}

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.closest(s) !== null, selector);

type Watched = { focusEntered?: string };

/**
 * Notes the class of the next dialog the focus enters, at that moment: whether its opening animation (antd's zoom)
 * was still running. rc-dialog alone moves the focus in only when it ends, and a key pressed before reached the page.
 */
async function watchFocusEntry(page: Page) {
  await page.evaluate(() => {
    const watched = window as Watched;
    delete watched.focusEntered;
    document.addEventListener('focusin', function entered(event) {
      const dialog = (event.target as Element).closest('.ant-modal-wrap')?.querySelector('.ant-modal');
      if (!dialog) return;
      watched.focusEntered = dialog.className;
      document.removeEventListener('focusin', entered);
    });
  });
}

/**
 * The open dialog holds the focus from the start; Shift+Tab and Tab wrap around inside it (from its start to its end
 * and back); Escape closes it and its opener has the focus back, with the ring.
 */
async function holdsFocus(page: Page, dialog: Locator, opener: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusedIn(page, '.ant-modal-wrap')).toBe(true);
  for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab', 'Tab']) {
    await page.keyboard.press(key);
    // polled: the order detail's frame is a stop of its own, and while the focus crosses into it the page's
    // active element is briefly the body
    await expect.poll(() => focusedIn(page, '.ant-modal-wrap')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // the ring the console draws where antd draws none (links, the kit's link buttons)
  await expect(opener).toHaveCSS('outline-style', 'solid');
}

// With antd's motion, as a browser that asks for none gets it: focus must enter a dialog while it still zooms in.
// (Keys only: a click during a zoom may miss, playwright.config.ts.)
test.use({ reducedMotion: 'no-preference' });

test('the console by keyboard: menu, tabs, dialogs', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/user/login');
  const { username, password } = account('admin');
  await expect(page.getByLabel(/^用户名$/)).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();

  // The first Tab reaches the skip link, shown while focused; Enter hands the focus to the page's content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到页面内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The side menu, back before the content: Shift+Tab reaches it, Down/Up walk its items (the one with the focus
  // ringed), Home the first, Enter opens a group and then pages: the bet order list, then the game categories.
  await tabTo(page, menu, 40, 'Shift+Tab');
  await page.keyboard.press('Home');
  await expect(menu.getByRole('link', { name: '首页' })).toBeFocused();
  await arrowTo(page, 'ArrowDown', '游戏管理');
  await page.keyboard.press('Enter');
  await arrowTo(page, 'ArrowDown', '注单列表');
  await page.keyboard.press('Enter');
  const orders = resourcePage(page, 'game.betOrder');
  await expect(rows(orders).first()).toBeVisible({ timeout: 20_000 });
  await arrowTo(page, 'ArrowUp', '游戏分类');
  const classifyItem = menu.locator('li.ant-menu-item', { has: page.getByRole('link', { name: '游戏分类' }) });
  await expect(classifyItem).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const classify = resourcePage(page, 'game.classify');
  await expect(rows(classify).first()).toBeVisible({ timeout: 20_000 });

  // A form dialog opened from the keyboard keeps Tab inside; Escape hands the focus back to 新增.
  const create = classify.getByTestId('create-button');
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const form = page.locator('.ant-modal:visible');
  await expect(form.locator('.ant-modal-title')).toHaveText('新增游戏分类');
  await holdsFocus(page, form, create);

  // The workspace tabs (Shift+Tab walks back to them): roving focus with Left/Right/Home/End, Enter shows a tab.
  const strip = page.getByTestId('workspace-tabs').getByRole('tablist');
  // Exact names: the focused tab's is its title alone, without antd's English "Tab 2 of 3" (tab-position.css).
  const tab = (name: string) => strip.getByRole('tab', { name, exact: true });
  await tabTo(page, tab('游戏分类'), 20, 'Shift+Tab');
  await expect(tab('游戏分类')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('注单列表')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('首页')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tab('游戏分类')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('首页')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tab('注单列表')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab('注单列表')).toHaveAttribute('aria-selected', 'true');
  await expect(orders).toBeVisible();

  // A bet order's detail from its id link, then the player's detail from the player link next to it.
  const first = rows(orders).first();
  const orderLink = first.getByRole('button', { name: /^\d{10,}$/ }).first();
  await tabTo(page, orderLink, 60);
  const id = (await orderLink.textContent())!.trim();
  await watchFocusEntry(page);
  await page.keyboard.press('Enter');
  const detail = page.locator('.ant-modal:visible');
  await expect(detail.locator('.ant-modal-title')).toHaveText(`注单详情 ${id}`);
  // the dialog has the focus as soon as it shows, while it is still zooming in
  await expect.poll(() => page.evaluate(() => (window as Watched).focusEntered)).toMatch(/ant-zoom-appear/);
  await holdsFocus(page, detail, orderLink);

  const playerLink = first.getByRole('button', { name: /^\d{4,}$/ }).nth(1);
  const playerId = (await playerLink.textContent())!.trim();
  await page.keyboard.press('Tab');
  await expect(playerLink).toBeFocused();
  await page.keyboard.press('Enter');
  const player = page.locator('.ant-modal:visible').filter({ hasText: `用户信息 ${playerId}` });
  await expect(player.getByTestId('player-info-grid')).toBeVisible({ timeout: 20_000 });
  await holdsFocus(page, player, playerLink);
});
