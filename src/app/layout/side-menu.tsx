import { HomeOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { translateTitle } from '@/i18n/i18n';
import { menuIcon } from '@/lib/menu-icons';
import { useAllowedMenu } from '@/app/menu-context';
import type { MenuNode } from '@/app/routing/menu-tree';

type Item = Required<MenuProps>['items'][number];

function toItems(nodes: MenuNode[]): Item[] {
  return nodes
    .filter((node) => !node.hidden)
    .map((node) => {
      const Icon = menuIcon(node.icon);
      const icon = Icon ? createElement(Icon) : undefined;
      const title = translateTitle(node.title);
      const visibleChildren = node.children.filter((c) => !c.hidden);
      if (visibleChildren.length) return { key: node.path || `group-${node.id}`, icon, label: title, children: toItems(visibleChildren) };
      const label = node.external ? (
        <a href={node.path} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      ) : (
        <Link to={node.path}>{title}</Link>
      );
      return { key: node.path, icon, label };
    });
}

function ancestorsOf(nodes: MenuNode[], pathname: string, trail: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.path === pathname) return trail;
    const found = ancestorsOf(node.children, pathname, [...trail, node.path || `group-${node.id}`]);
    if (found) return found;
  }
  return null;
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { t, i18n } = useTranslation(['menu', 'common']);
  const menu = useAllowedMenu();
  const { pathname } = useLocation();
  const items = useMemo<Item[]>(
    () => [{ key: '/home', icon: <HomeOutlined />, label: <Link to="/home">{t('common:layout.home')}</Link> }, ...toItems(menu)],
    // i18n.language: titles are translated while building the items
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [menu, t, i18n.language],
  );
  const open = ancestorsOf(menu, pathname) ?? [];
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed ? [] : open}
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );
}
