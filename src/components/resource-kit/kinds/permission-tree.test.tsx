import type { TreeDataNode } from 'antd';
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import {
  oneNodePerKey,
  permissionsOf,
  permissionTreeData,
  type PermissionNode,
} from '@/components/resource-kit/kinds/permission-tree';
import { changeLanguage, i18n } from '@/i18n/i18n';
import { LANGUAGES } from '@/i18n/languages';
import { nestByParent } from '@/lib/tree';

async function serverTree(): Promise<PermissionNode[]> {
  const token = await login();
  return (await call<{ list: PermissionNode[] }>('/api/system/authRole/permissionTree', { token })).result.list;
}

const walk = (nodes: readonly TreeDataNode[]): TreeDataNode[] => nodes.flatMap((n) => [n, ...walk(n.children ?? [])]);
const titled = (nodes: readonly TreeDataNode[], title: string) => walk(nodes).find((n) => n.title === title);
const childKeys = (node: TreeDataNode | undefined) => (node?.children ?? []).map((c) => String(c.key));

describe('the permission tree', () => {
  it('has one node per key: a hidden detail page folds into its page, whose actions stay under it', async () => {
    const nodes = nestByParent(oneNodePerKey(await serverTree()));
    const data = permissionTreeData(nodes, 'view');
    const keys = walk(data).map((n) => String(n.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(titled(data, '注单详情')).toBeUndefined();
    expect(childKeys(titled(data, '注单列表'))).toEqual(['view:game.betOrder', 'game.betOrder.changeStatus']);
    expect(childKeys(titled(data, '系统配置'))).toEqual([
      'view:system.config',
      'system.config.save',
      'system.config.remove',
      'system.config.refreshCache',
    ]);
    expect(titled(data, '接口文档')).toMatchObject({ key: 'system.apiDocs', children: undefined });
  });

  it('folds the children of a later item with the same key under the first, and sends each key once', () => {
    const items: PermissionNode[] = [
      { id: 1, parentId: 0, type: 1, title: 'g', permission: '' },
      { id: 2, parentId: 1, type: 2, title: 'page', permission: 'a.page' },
      { id: 3, parentId: 1, type: 2, title: 'detail', permission: 'a.page' },
      { id: 4, parentId: 3, type: 3, title: 'act', permission: 'a.page.act' },
    ];
    const nodes = nestByParent(oneNodePerKey(items));
    expect(permissionTreeData(nodes, 'view')).toEqual([
      {
        key: 'group:1',
        title: 'g',
        children: [
          {
            key: 'a.page',
            title: 'page',
            children: [
              { key: 'view:a.page', title: 'view' },
              { key: 'a.page.act', title: 'act', children: undefined },
            ],
          },
        ],
      },
    ]);
    expect(permissionsOf(['view:a.page', 'a.page.act'], ['a.page', 'group:1'], nestByParent(items))).toEqual([
      'a.page',
      'a.page.act',
    ]);
  });

  it('labels every node in every language: no title is still a key', async () => {
    const items = await serverTree();
    const nodes = nestByParent(oneNodePerKey(items));
    const looksLikeKey = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
    for (const { code } of LANGUAGES) {
      await changeLanguage(code);
      const data = permissionTreeData(nodes, i18n.t('permissionTree.view', { ns: 'kit' }));
      const raw = walk(data).filter((n) => typeof n.title !== 'string' || !n.title || looksLikeKey.test(n.title));
      expect({ code, raw: raw.map((n) => n.title) }).toEqual({ code, raw: [] });
      // Each stored title is in this language's own file, not shown through the zh-CN fallback.
      const missing = items.filter(
        (i) => looksLikeKey.test(i.title) && i18n.getResource(code, 'menu', i.title) === undefined,
      );
      expect({ code, missing: missing.map((i) => i.title) }).toEqual({ code, missing: [] });
    }
    expect(walk(permissionTreeData(nodes, 'view')).length).toBeGreaterThan(items.length / 2);
  });
});
