// A list scoped to one row of another (a job's run log, a merchant's bills): the sub-list's own declaration in a
// drawer or an expanded row, every call carrying the row's scope, nothing in the address bar.
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import { Card, Drawer, Flex, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useListContext } from '@/components/resource-kit/list/list-context';
import { ListFilters } from '@/components/resource-kit/filters/list-filters';
import { ListGrid } from '@/components/resource-kit/list/list-grid';
import { ListToolbar } from '@/components/resource-kit/list/list-toolbar';
import { ResourceList } from '@/components/resource-kit/list/resource-list';
import { subListAllowed } from '@/components/resource-kit/list/sub-list-access';
import type { ResourceDefinition, SubListDecl } from '@/components/resource-kit/types';
import { useTabShown } from '@/lib/tab-shown';
import { useSession } from '@/lib/use-session';

export function scopeFilters(scope: Record<string, string | number>): CrudFilter[] {
  return Object.entries(scope).map(([field, value]): CrudFilter => ({ field, operator: 'eq', value }));
}

export function SubListTable<T extends BaseRecord>({ sub, row }: { sub: SubListDecl<T>; row: T }) {
  const scope = useMemo(() => scopeFilters(sub.scope(row)), [sub, row]);
  return (
    <ResourceList definition={sub.list} options={{ scope, syncWithLocation: false, fresh: true }}>
      <Flex vertical gap={12} data-testid={`resource-${sub.list.name}`}>
        <ListFilters />
        <Card size="small">
          <ListToolbar />
          <ListGrid />
        </Card>
      </Flex>
    </ResourceList>
  );
}

/**
 * The expanded-row part of a list whose declaration has a sub-list shown in place (`display: 'expand'`): on the rows
 * its `visible` accepts, for a role that holds its permission, as the drawer's row action is. One object per
 * declaration and role, so the grid's memoised parts keep theirs.
 */
export function useExpandSubList<T extends BaseRecord>(definition: ResourceDefinition<T>): TableProps<T>['expandable'] {
  const session = useSession();
  const sub = definition.subLists?.find((s) => s.display === 'expand');
  const allowed = !!sub && subListAllowed(session, sub);
  return useMemo(
    () =>
      sub && allowed
        ? {
            expandedRowRender: (row: T) => <SubListTable sub={sub} row={row} />,
            ...(sub.visible ? { rowExpandable: sub.visible } : {}),
          }
        : undefined,
    [sub, allowed],
  );
}

/** The drawer of the sub-list a row action opened, over the list it belongs to. */
export function SubListHost() {
  const { definition, subList, closeSubList, text } = useListContext();
  const shown = useTabShown();
  const sub = subList && definition.subLists?.find((s) => s.key === subList.key);
  if (!sub || !subList) return null;
  return (
    <Drawer
      open
      width="min(1100px, 92vw)"
      title={text.action(sub.key, 'title', subList.row) || text.action(sub.key, 'label', subList.row)}
      onClose={closeSubList}
      destroyOnHidden
      // a kept-alive tab that is away keeps its drawer, out of sight
      rootStyle={shown ? undefined : { visibility: 'hidden', pointerEvents: 'none' }}
      data-testid={`sub-list-${sub.key}`}
    >
      <SubListTable sub={sub} row={subList.row} />
    </Drawer>
  );
}
