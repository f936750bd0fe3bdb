import { findPage, type PageEntry, type PageIndex } from '@/app/workspace/page-index';
import { identityParams, splitPath, type Tab } from '@/app/workspace/tab-model';
import { i18n, translateTitle } from '@/i18n/i18n';

/** A page's title in the current language: the menu's title, or the console's own for fixed pages. */
export function pageTitle(entry: PageEntry): string {
  if (entry.fixed === 'home') return i18n.t('layout.home', { ns: 'common' });
  if (entry.fixed === 'iconList') return i18n.t('iconList.title', { ns: 'common' });
  return entry.node ? translateTitle(entry.node.title) : entry.path;
}

/** Two tabs of one page (two bet order details) are told apart by their id. */
export function tabTitle(index: PageIndex, tab: Tab): string {
  const entry = findPage(index, splitPath(tab.key).pathname);
  const base = entry ? pageTitle(entry) : tab.key;
  const extra = identityParams(tab.key);
  return extra.length ? `${base} · ${extra.join(', ')}` : base;
}
