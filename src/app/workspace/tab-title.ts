import { findPage, type PageEntry, type PageIndex } from '@/app/workspace/page-index';
import { identityParams, splitPath, type Tab } from '@/app/workspace/tab-model';
import { DRILL_PARAM, drillCodes } from '@/components/resource-kit/detail/drill';
import { i18n, translateTitle } from '@/i18n/i18n';

/** A page's title in the current language: the menu's title, or the console's own for fixed pages. */
export function pageTitle(entry: PageEntry): string {
  if (entry.fixed === 'home') return i18n.t('layout.home', { ns: 'common' });
  if (entry.fixed === 'iconList') return i18n.t('iconList.title', { ns: 'common' });
  return entry.node ? translateTitle(entry.node.title) : entry.path;
}

/**
 * Two tabs of one page (two bet order details, two drilled lists) are told apart by what their page says it shows
 * (`named`, usePaneTitle; a restored drill tab's by the shell, restored-drill-title.tsx), else by their id or drilled
 * values: a restored tab's page has not rendered yet, and the look-up lists may still be loading.
 */
export function tabTitle(index: PageIndex, tab: Tab, named?: () => string): string {
  const { pathname, search } = splitPath(tab.key);
  const entry = findPage(index, pathname);
  const base = entry ? pageTitle(entry) : tab.key;
  const drill = new URLSearchParams(search).get(DRILL_PARAM);
  const extra = named?.() || (drill !== null ? drillCodes(drill) : identityParams(tab.key).join(', '));
  return extra ? `${base} · ${extra}` : base;
}
