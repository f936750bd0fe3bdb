// A role's permission keys: a checkable tree of groups -> pages -> actions from the server (`source` answers
// `{ list: [{ id, parentId, type, title, permission }] }`, back-office auth.md 5.3). It sends the checked and
// half-checked keys (a page with one action checked is half-checked: its key goes too); groups carry no key. A page
// that has actions gets a first leaf of its own, "open the page", so a role can hold the page without its actions.
// One node per key: a hidden detail page sharing its page's key folds into the page.
import { useCustom } from '@refinedev/core';
import { Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { defineKind } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { translateTitle } from '@/i18n/i18n';
import { nestByParent, walkNested, type Nested } from '@/lib/tree';

declare module '@/components/resource-kit/kinds/kind' {
  interface KindOptions {
    permissionTree: { source: string };
  }
}

export type PermissionNode = { id: number; parentId: number; type: number; title: string; permission: string };

const VIEW = 'view:';
const GROUP = 'group:';

/**
 * One node per key: an item sharing an earlier item's key (a hidden detail page after its page) is dropped and its
 * children hang under the earlier one. Two tree nodes with one key would tick and send as one, half and twice.
 */
export function oneNodePerKey(items: readonly PermissionNode[]): PermissionNode[] {
  const owners = new Map<string, number>();
  const folded = new Map<number, number>();
  for (const item of items) {
    const owner = item.permission ? owners.get(item.permission) : undefined;
    if (owner !== undefined) folded.set(item.id, owner);
    else if (item.permission) owners.set(item.permission, item.id);
  }
  return items
    .filter((item) => !folded.has(item.id))
    .map((item) => {
      const parentId = folded.get(item.parentId);
      return parentId === undefined ? item : { ...item, parentId };
    });
}

export function permissionTreeData(nodes: Nested<PermissionNode>[], viewTitle: string): TreeDataNode[] {
  return nodes.map((node) => {
    const children = node.children ? permissionTreeData(node.children, viewTitle) : [];
    const own = node.permission && children.length ? [{ key: `${VIEW}${node.permission}`, title: viewTitle }] : [];
    return {
      key: node.permission || `${GROUP}${node.id}`,
      title: translateTitle(node.title),
      children: children.length ? [...own, ...children] : undefined,
    };
  });
}

/** Stored keys -> the tree's checked leaves (a page with actions is checked through its own leaf). */
export function checkedLeaves(value: readonly string[], nodes: Nested<PermissionNode>[]): string[] {
  const withChildren = new Set(
    walkNested(nodes)
      .filter((n) => n.children?.length && n.permission)
      .map((n) => n.permission),
  );
  return value.map((key) => (withChildren.has(key) ? `${VIEW}${key}` : key));
}

/** The tree's checked and half-checked keys -> permission keys, in the tree's order. */
export function permissionsOf(
  checked: readonly string[],
  halfChecked: readonly string[],
  nodes: Nested<PermissionNode>[],
): string[] {
  const held = new Set(
    [...checked, ...halfChecked]
      .filter((k) => !k.startsWith(GROUP))
      .map((k) => (k.startsWith(VIEW) ? k.slice(VIEW.length) : k)),
  );
  return [...new Set(walkNested(nodes).map((n) => n.permission))].filter((k) => k && held.has(k));
}

type Props = {
  source: string;
  text: ResourceText;
  label: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
};

// The tree scrolls in a box of its own that takes focus, so a keyboard can scroll it (the tree's nodes take none;
// axe: scrollable-region-focusable).
const SCROLL_BOX = { maxHeight: 420, overflow: 'auto' } as const;

function PermissionTreeInput({ source, text, label, value, onChange, disabled }: Props) {
  const { result, query } = useCustom<{ list: PermissionNode[] }>({
    url: source,
    method: 'get',
    errorNotification: false,
  });
  const nodes = useMemo(() => nestByParent(oneNodePerKey(result?.data?.list ?? [])), [result?.data]);
  const treeData = useMemo(() => permissionTreeData(nodes, text.t('kit:permissionTree.view')), [nodes, text]);
  if (query.isLoading) return <Spin size="small" />;
  return (
    <div tabIndex={0} role="group" aria-label={label} style={SCROLL_BOX}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={checkedLeaves(value ?? [], nodes)}
        onCheck={(checked, info) => {
          const list = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(permissionsOf(list, (info.halfCheckedKeys ?? []).map(String), nodes));
        }}
        data-testid="permission-tree"
      />
    </div>
  );
}

export const kind = defineKind({
  name: 'permissionTree',
  choice: true,
  text: (value) => (Array.isArray(value) ? String(value.length) : ''),
  input: ({ decl, text, label }) => <PermissionTreeInput source={decl.source} text={text} label={label} />,
  toWire: (values, decl) => ({ [decl.key]: Array.isArray(values[decl.key]) ? values[decl.key] : [] }),
  fromWire: (wire, decl) => ({ [decl.key]: Array.isArray(wire[decl.key]) ? wire[decl.key] : [] }),
});
