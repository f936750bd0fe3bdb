import { HomeOutlined } from '@ant-design/icons';
import { Menu, Tag, type MenuProps } from 'antd';
import { createElement, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useWorkspaceActions } from '@/app/workspace/workspace-context';
import { translateTitle } from '@/i18n/i18n';
import { useAllowedMenu } from '@/lib/menu-context';
import { menuIcon } from '@/lib/menu-icons';
import { walkMenu, type MenuNode } from '@/lib/menu-tree';
import { HOME_PATH } from '@/lib/navigation';

type Item = Required<MenuProps>['items'][number];
type Open = (path: string) => void;

const groupKey = (node: MenuNode) => node.path || `group-${node.id}`;

/** A plain left click opens through the workspace (the page's tab with its paging); others keep link behaviour. */
function PageLink({ path, title, open }: { path: string; title: string; open: Open }) {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(path);
  };
  return (
    <Link to={path} onClick={onClick}>
      {title}
    </Link>
  );
}

/** A page this build does not have: still listed (the role has it), marked, and it opens "page unavailable". */
function Unavailable({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <span data-unavailable="true" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, opacity: 0.65 }}>
      {children}
      <Tag bordered={false} style={{ marginInlineEnd: 0, lineHeight: '18px' }}>
        {t('menu.unavailable')}
      </Tag>
    </span>
  );
}

function toItems(nodes: MenuNode[], open: Open): Item[] {
  return (
    nodes
      // a directory whose remaining pages are all hidden (detail pages) has nothing to show
      .filter((node) => !node.hidden && (node.children.length === 0 || node.children.some((c) => !c.hidden)))
      .map((node) => {
        const Icon = menuIcon(node.icon);
        const icon = Icon ? createElement(Icon) : undefined;
        const title = translateTitle(node.title);
        const visibleChildren = node.children.filter((c) => !c.hidden);
        if (visibleChildren.length)
          return { key: groupKey(node), icon, label: title, children: toItems(visibleChildren, open) };
        const label = node.external ? (
          <a href={node.path} target="_blank" rel="noopener noreferrer">
            {title}
          </a>
        ) : (
          <PageLink path={node.path} title={title} open={open} />
        );
        if (!node.available) return { key: node.path, icon, label: <Unavailable>{label}</Unavailable> };
        return { key: node.path, icon, label };
      })
  );
}

function ancestorsOf(nodes: MenuNode[], pathname: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.path === pathname) return trail;
    const found = ancestorsOf(node.children, pathname, [...trail, groupKey(node)]);
    if (found) return found;
  }
  return null;
}

/** The item to highlight: the page itself, or for a hidden page (a detail) the visible page it belongs to. */
function selectedKey(menu: MenuNode[], pathname: string): string {
  const visible = walkMenu(menu).filter((n) => !n.hidden && !n.external && n.children.length === 0 && n.path);
  if (visible.some((n) => n.path === pathname)) return pathname;
  const owner = visible
    .filter((n) => pathname.startsWith(`${n.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return owner?.path ?? pathname;
}

export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation(['menu', 'common']);
  const menu = useAllowedMenu();
  const { pathname } = useLocation();
  const { open } = useWorkspaceActions();
  const items = useMemo<Item[]>(() => {
    const go: Open = (path) => {
      open(path);
      onNavigate?.();
    };
    const home = {
      key: HOME_PATH,
      icon: <HomeOutlined />,
      label: <PageLink path={HOME_PATH} title={t('common:layout.home')} open={go} />,
    };
    return [home, ...toItems(menu, go)];
    // i18n.language: titles are translated while building the items
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [menu, t, i18n.language, open, onNavigate]);

  // Groups open as the page changes (a tab switch, the palette), and stay as the user left them otherwise.
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorsOf(menu, pathname) ?? []);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const wanted = ancestorsOf(menu, pathname) ?? [];
    if (wanted.some((key) => !openKeys.includes(key))) setOpenKeys([...new Set([...openKeys, ...wanted])]);
  }

  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[selectedKey(menu, pathname)]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
