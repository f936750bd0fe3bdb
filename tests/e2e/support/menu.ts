// What the side menu should show for a set of permissions, derived from the mock's MENU_ITEMS and the locale
// files the console itself reads, plus helpers that read the rendered antd Menu.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { MENU_ITEMS } from '@mocks/shell/db/catalog';

export type Lang = 'zh-CN' | 'en-US' | 'pt-BR';
export type MenuGroup = { title: string; pages: string[] };

function menuTexts(lang: Lang): Record<string, unknown> {
  const file = new URL(`../../../public/locales/${lang}/menu.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function translate(texts: Record<string, unknown>, key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return typeof found === 'string' ? found : key;
}

const bySort = (a: { sort?: number; id: number }, b: { sort?: number; id: number }) =>
  (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id;

export function expectedMenu(permissions: ReadonlySet<string>, lang: Lang = 'zh-CN'): MenuGroup[] {
  const texts = menuTexts(lang);
  const visible = (permission: string) => !permission || permissions.has(permission);
  return MENU_ITEMS.filter((item) => item.parentId === 0)
    .sort(bySort)
    .map((group) => ({
      title: translate(texts, group.title),
      pages: MENU_ITEMS.filter((item) => item.parentId === group.id && !item.hidden && visible(item.permission))
        .sort(bySort)
        .map((item) => translate(texts, item.title)),
    }))
    .filter((group) => group.pages.length > 0);
}

/** Every page of the menu that opens inside the console (shown, not an outside link), with its group's title. */
export function consolePages(permissions: ReadonlySet<string>, lang: Lang = 'zh-CN') {
  const texts = menuTexts(lang);
  return MENU_ITEMS.filter((item) => item.parentId === 0)
    .sort(bySort)
    .flatMap((group) =>
      MENU_ITEMS.filter(
        (item) => item.parentId === group.id && !item.hidden && item.component && permissions.has(item.permission),
      )
        .sort(bySort)
        .map((item) => ({ group: translate(texts, group.title), title: translate(texts, item.title) })),
    );
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export function sideMenu(page: Page): Locator {
  return page.getByTestId('side-menu');
}

export function groupTitles(page: Page): Locator {
  return sideMenu(page).locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title .ant-menu-title-content');
}

/** Opens the group (inline menus keep several open) and returns its page entries. */
export async function openGroup(page: Page, title: string): Promise<Locator> {
  const group = sideMenu(page)
    .locator(':scope > li.ant-menu-submenu')
    .filter({ has: page.locator(':scope > .ant-menu-submenu-title', { hasText: exactly(title) }) });
  const header = group.locator(':scope > .ant-menu-submenu-title');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return group.locator(':scope > ul > li.ant-menu-item .ant-menu-title-content');
}

/** Asserts the rendered menu is exactly `expected`: the group titles in order, then each group's pages. */
export async function expectMenu(page: Page, expected: MenuGroup[]) {
  await expect(groupTitles(page)).toHaveText(expected.map((g) => g.title));
  for (const group of expected) {
    await expect(await openGroup(page, group.title)).toHaveText(group.pages);
  }
}
