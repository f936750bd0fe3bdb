// The header when room is short, in the three interface languages: at a 1000 px window the player viewer keeps a
// usable width (texts give way first) and nothing spills out of the header; on a 375 px phone the clock, the
// currency and the viewer are in the user popover, and the viewer there opens a player.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { loginAnyWidth } from './support/login';

const LANGS = ['zh-CN', 'en-US', 'pt-BR'] as const;
type Lang = (typeof LANGS)[number];

function playerTitle(lang: Lang, id: string): string {
  const file = new URL(`../../public/locales/${lang}/player.json`, import.meta.url);
  const texts = JSON.parse(readFileSync(file, 'utf8')) as { modal: { title: string } };
  return texts.modal.title.replace('{{id}}', id);
}

async function signIn(page: Page, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  await loginAnyWidth(page, 'admin');
}

const header = (page: Page) => page.locator('header.ant-layout-header');
const CLOCK_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}UTC\+8$/;

async function openPlayerFrom(page: Page, lang: Lang, scope: ReturnType<Page['locator']>) {
  const viewer = scope.getByTestId('player-viewer');
  await viewer.fill('880001');
  await viewer.press('Enter');
  await expect(page.locator('.ant-modal-title', { hasText: playerTitle(lang, '880001') })).toBeVisible();
}

for (const lang of LANGS) {
  test(`at 1000 px the player viewer keeps a usable width and the header does not overflow (${lang})`, async ({
    page,
  }) => {
    await signIn(page, lang, 1000);
    const bar = header(page);
    const viewer = bar.getByTestId('player-viewer');
    await expect(viewer).toBeVisible();
    const searchBox = bar.locator('.ant-input-search').filter({ has: page.getByTestId('player-viewer') });
    await expect.poll(async () => (await searchBox.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(160);
    expect((await viewer.boundingBox())!.width).toBeGreaterThanOrEqual(100);
    await expect(bar.getByTestId('header-clock')).toHaveText(CLOCK_TEXT);
    await expect(bar.getByTestId('currency-display')).toBeVisible();
    // Everything in the header is inside it: no control pushed past its right edge.
    const barBox = (await bar.boundingBox())!;
    for (const id of [
      'header-clock',
      'palette-button',
      'export-button',
      'theme-settings',
      'language-switch',
      'user-menu',
    ]) {
      const box = (await bar.getByTestId(id).boundingBox())!;
      expect(box.x + box.width, id).toBeLessThanOrEqual(barBox.x + barBox.width);
    }
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await openPlayerFrom(page, lang, bar);
  });

  test(`at 375 px the clock, the currency and the player viewer are in the user popover (${lang})`, async ({
    page,
  }) => {
    await signIn(page, lang, 375);
    const bar = header(page);
    await expect(bar.getByTestId('user-menu')).toBeVisible();
    for (const id of ['header-clock', 'currency-display', 'player-viewer'])
      await expect(bar.getByTestId(id)).toHaveCount(0);
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await bar.getByTestId('user-menu').click();
    const popover = page.getByTestId('user-popover');
    await expect(popover).toBeVisible();
    await expect(popover.getByTestId('header-clock')).toHaveText(CLOCK_TEXT);
    await expect(popover.getByTestId('currency-display')).toContainText('CNY ¥');
    const viewer = popover.getByTestId('player-viewer');
    await expect(viewer).toBeVisible();
    // Inside the 375 px window, and wide enough to type an id into (measured once the popover's zoom-in has ended).
    await expect.poll(async () => (await viewer.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(100);
    const box = (await viewer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.width).toBeGreaterThanOrEqual(100);

    await openPlayerFrom(page, lang, popover);
    // The popover gave way to the detail instead of covering it.
    await expect(popover).toBeHidden();
  });
}
