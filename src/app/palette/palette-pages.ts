import type { PalettePage } from '@/app/palette/palette-actions';
import { ICON_LIST_PATH } from '@/app/workspace/page-index';
import { i18n, translateTitle } from '@/i18n/i18n';
import { type MenuNode } from '@/lib/menu-tree';
import { HOME_PATH } from '@/lib/navigation';

/**
 * Every page of the (already role-filtered) menu a user can open from a list: hidden pages need an id, external
 * links leave the console and pages this build does not have would only say so, so none of them is listed. Each comes with its menu path (group titles).
 */
export function palettePages(allowedMenu: MenuNode[]): PalettePage[] {
  const home = i18n.t('layout.home', { ns: 'common' });
  const pages: PalettePage[] = [
    { path: HOME_PATH, title: home, trail: [home] },
    {
      path: ICON_LIST_PATH,
      title: i18n.t('iconList.title', { ns: 'common' }),
      trail: [i18n.t('iconList.title', { ns: 'common' })],
    },
  ];
  const walk = (nodes: MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.hidden) continue;
      const title = translateTitle(node.title);
      if (node.component && node.available && !node.external && node.path.startsWith('/'))
        pages.push({ path: node.path, title, trail: [...trail, title] });
      walk(node.children, [...trail, title]);
    }
  };
  walk(allowedMenu, []);
  return pages;
}
