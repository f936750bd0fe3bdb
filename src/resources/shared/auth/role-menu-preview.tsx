// "View as this role": the menu a role's users would get, read-only, groups -> pages. Built from the role's keys over
// the permission tree (the role form's own source, so no other key is needed to see it) with the console's own
// directory rule (filterMenu): a page needs its key, a group stays while anything below it stays. Actions are not
// menu entries; a hidden detail page that shares its page's key shows once. Each set reads its own tree.
import { useCustom } from '@refinedev/core';
import { Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/api/common';
import type { PermissionTreeItem } from '@/api/system-auth';
import { translateTitle } from '@/i18n/i18n';
import { buildMenuTree, filterMenu, type MenuNode } from '@/lib/menu-tree';
import { authUrl, type AuthArea } from '@/resources/shared/auth/auth-area';

/** The role form's tree of a set: for a type 2/3 caller, only the keys it holds (the server filters). */
export const permissionTreeUrl = (area: AuthArea) => authUrl(area, 'authRole', 'permissionTree');

/** The menu tree a set of keys gives, from the permission tree's groups and pages. */
export function roleMenu(items: readonly PermissionTreeItem[], permissions: readonly string[]): MenuNode[] {
  const held = new Set(permissions);
  const seen = new Set<string>();
  const menu: MenuItem[] = items
    .filter((item) => item.type !== 3)
    .filter((item) => item.type === 1 || !seen.has(item.permission) || !seen.add(item.permission))
    .map((item, sort) => ({
      id: item.id,
      parentId: item.parentId,
      path: '',
      permission: item.permission,
      // A page is what has a component; the preview only needs to tell pages from groups.
      component: item.type === 2 ? item.permission.replace(/\./g, '/') : '',
      title: item.title,
      icon: '',
      keepAlive: 0,
      hidden: 0,
      sort,
    }));
  return filterMenu(buildMenuTree(menu), (key) => held.has(key));
}

const toTreeData = (nodes: MenuNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: translateTitle(node.title),
    children: node.children.length ? toTreeData(node.children) : undefined,
  }));

const groupKeys = (nodes: TreeDataNode[]): string[] =>
  nodes.flatMap((node) => (node.children ? [String(node.key), ...groupKeys(node.children)] : []));

export function RoleMenuPreview({ area, permissions }: { area: AuthArea; permissions: readonly string[] }) {
  const { t } = useTranslation('shared');
  const { result, query } = useCustom<{ list: PermissionTreeItem[] }>({
    url: permissionTreeUrl(area),
    method: 'get',
    errorNotification: false,
  });
  const items = result?.data?.list;
  const treeData = useMemo(() => toTreeData(roleMenu(items ?? [], permissions)), [items, permissions]);
  if (query.isLoading) return <Spin size="small" />;
  if (!treeData.length) return <Empty description={t('authRole.preview.empty')} />;
  // Remounted when its groups change: defaultExpandAll applies at mount only, and a group the form's ticks add later
  // would otherwise show closed.
  return (
    <Tree
      key={groupKeys(treeData).join()}
      treeData={treeData}
      defaultExpandAll
      selectable={false}
      showLine
      data-testid="role-menu-preview"
    />
  );
}
