// defineResource: one typed declaration -> the page component for the menu's `component` key, carrying its
// definition (name, permission, locale namespace, endpoints) for the page registry, tests and tools.
import type { BaseRecord } from '@refinedev/core';
import { createElement } from 'react';
import { historySubList } from '@/components/resource-kit/history/history-list';
import { ResourceTable } from '@/components/resource-kit/list/resource-table';
import type { ResourceDecl, ResourceDefinition } from '@/components/resource-kit/types';

export const DEFAULT_PAGE_SIZE = 20;

export type ResourcePage<T extends BaseRecord = BaseRecord> = (() => React.JSX.Element) & {
  definition: ResourceDefinition<T>;
};

export function resolveDefinition<T extends BaseRecord>(decl: ResourceDecl<T>): ResourceDefinition<T> {
  const [area = decl.name, ...rest] = decl.name.split('.');
  const permission = decl.permission ?? decl.name;
  // A record's change history is one more sub-list, behind the page's own key.
  const history = decl.history && historySubList(decl.history, permission);
  return {
    ...decl,
    ...(history && { subLists: [...(decl.subLists ?? []), history] }),
    component: decl.component ?? decl.name,
    permission,
    ns: decl.i18n?.ns ?? area,
    prefix: decl.i18n?.prefix ?? (rest.join('.') || area),
    rowKey: decl.rowKey ?? 'id',
    pageSize: decl.pageSize ?? DEFAULT_PAGE_SIZE,
    meta: { endpoints: decl.endpoints },
  };
}

export function defineResource<T extends BaseRecord>(decl: ResourceDecl<T>): ResourcePage<T> {
  const definition = resolveDefinition(decl);
  const Custom = decl.page;
  function ResourcePageComponent() {
    return Custom ? createElement(Custom, { definition }) : <ResourceTable definition={definition} />;
  }
  ResourcePageComponent.displayName = `Resource(${definition.name})`;
  return Object.assign(ResourcePageComponent, { definition });
}
