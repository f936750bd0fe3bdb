// What the side menu should show for a set of permissions, derived from the mock's MENU_ITEMS, the pages this build
// has and the locale files the console itself reads, plus helpers that read the rendered antd Menu.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { MENU_ITEMS } from '@mocks/domain/staff/catalog';
import { componentKey } from '@/lib/menu-tree';
import { PAGE_MODULES } from '@/resources/pages';
import type { MenuItem } from '@/api/common';

export type Lang = 'zh-CN' | 'en-US' | 'pt-BR';
/** A menu group: its title, its pages' titles, and the titles of those this build lacks (marked 未上线). */
export type MenuGroup = { title: string; pages: string[]; unavailable: string[] };

function localeTexts(lang: Lang, namespace: string): Record<string, unknown> {
  const file = new URL(`../../../public/locales/${lang}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

const menuTexts = (lang: Lang) => localeTexts(lang, 'menu');

/** Whether this build has the item's page (as the console decides it: the page list by component key). */
export function isBuilt(item: MenuItem): boolean {
  return !item.component || PAGE_MODULES[componentKey(item.component)] !== undefined;
}

/** The title of the result a page this build does not have opens (common.json errors.unavailableTitle). */
export function unavailableTitle(lang: Lang = 'zh-CN'): string {
  return translate(localeTexts(lang, 'common'), 'errors.unavailableTitle');
}

/** The marker the side menu adds to a page this build does not have (未上线 in zh-CN). */
export function unavailableMarker(lang: Lang = 'zh-CN'): string {
  return translate(localeTexts(lang, 'shell'), 'menu.unavailable');
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
    .map((group) => {
      const items = MENU_ITEMS.filter(
        (item) => item.parentId === group.id && !item.hidden && visible(item.permission),
      ).sort(bySort);
      return {
        title: translate(texts, group.title),
        pages: items.map((item) => translate(texts, item.title)),
        unavailable: items.filter((item) => !isBuilt(item)).map((item) => translate(texts, item.title)),
      };
    })
    .filter((group) => group.pages.length > 0);
}

/**
 * Every page of the menu that opens inside the console (shown, not an outside link), with its group's title and
 * whether this build has it (the others open the "page unavailable" result).
 */
export function consolePages(permissions: ReadonlySet<string>, lang: Lang = 'zh-CN') {
  const texts = menuTexts(lang);
  return MENU_ITEMS.filter((item) => item.parentId === 0)
    .sort(bySort)
    .flatMap((group) =>
      MENU_ITEMS.filter(
        (item) => item.parentId === group.id && !item.hidden && item.component && permissions.has(item.permission),
      )
        .sort(bySort)
        .map((item) => ({
          group: translate(texts, group.title),
          title: translate(texts, item.title),
          built: isBuilt(item),
        })),
    );
}

export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export function sideMenu(page: Page): Locator {
  return page.getByTestId('side-menu');
}

export function groupTitles(page: Page): Locator {
  return sideMenu(page).locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title .ant-menu-title-content');
}

function menuGroup(page: Page, title: string): Locator {
  return sideMenu(page)
    .locator(':scope > li.ant-menu-submenu')
    .filter({ has: page.locator(':scope > .ant-menu-submenu-title', { hasText: exactly(title) }) });
}

// A page entry's title is its link; a page this build lacks has the link and a 未上线 tag side by side in a
// [data-unavailable] wrapper, so the item's whole text would read "投注控制未上线".
const ENTRY_TITLE = ':scope > ul > li.ant-menu-item .ant-menu-title-content a';
const MARKED_ENTRY = ':scope > ul > li.ant-menu-item .ant-menu-title-content [data-unavailable=true]';

/** Opens the group (inline menus keep several open) and returns its page entries' titles (links, without markers). */
export async function openGroup(page: Page, title: string): Promise<Locator> {
  const group = menuGroup(page, title);
  const header = group.locator(':scope > .ant-menu-submenu-title');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return group.locator(ENTRY_TITLE);
}

/** The entries of an open group marked as pages this build does not have (title and marker). */
export function markedEntries(page: Page, title: string): Locator {
  return menuGroup(page, title).locator(MARKED_ENTRY);
}

/**
 * Asserts the rendered menu is exactly `expected`: the group titles in order, then each group's pages, and which of
 * them carry the 未上线 marker (exactly the pages this build does not have).
 */
export async function expectMenu(page: Page, expected: MenuGroup[], lang: Lang = 'zh-CN') {
  const marker = unavailableMarker(lang);
  await expect(groupTitles(page)).toHaveText(expected.map((g) => g.title));
  for (const group of expected) {
    await expect(await openGroup(page, group.title)).toHaveText(group.pages);
    await expect(markedEntries(page, group.title)).toHaveText(group.unavailable.map((title) => `${title}${marker}`));
  }
}
