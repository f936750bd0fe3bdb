// <ResourceList>: one declared resource's list state (useResourceList) for the parts inside it, plus what the list
// opens over itself: create and edit forms, row action forms and the detail modal. A page built
// from the kit's parts wraps them in this; ResourceTable is the usual arrangement.
import type { BaseRecord } from '@refinedev/core';
import { Form } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { DetailModal } from '@/components/resource-kit/detail-modal';
import { ListContext, type ListContextValue } from '@/components/resource-kit/list-context';
import { useRowActionForms } from '@/components/resource-kit/row-action-form';
import { useActionRunner } from '@/components/resource-kit/row-actions';
import type { ListOptions, ResourceDefinition } from '@/components/resource-kit/types';
import { useResourceForms } from '@/components/resource-kit/use-resource-forms';
import { useResourceList } from '@/components/resource-kit/use-resource-list';
import { useTabShown } from '@/lib/tab-shown';
import { useSession } from '@/lib/use-session';
import { allows } from '@/providers/access-control-provider';

type Props<T extends BaseRecord> = { definition: ResourceDefinition<T>; options?: ListOptions<T>; children: ReactNode };

/** Auto-refresh pauses while the list's tab is away (only such lists follow the tab; see useAutoRefresh). */
function HoldWhileHidden({ setHeld }: { setHeld: (reason: string, held: boolean) => void }) {
  const shown = useTabShown();
  useEffect(() => setHeld('hidden', !shown), [setHeld, shown]);
  return null;
}

export function ResourceList<T extends BaseRecord>({ definition, options, children }: Props<T>) {
  const list = useResourceList(definition, options);
  const { text } = list;
  const session = useSession();
  const forms = useResourceForms(definition, text);
  const { run, running } = useActionRunner(definition, text);
  const rowForms = useRowActionForms(definition, text);
  const [subList, setSubList] = useState<{ key: string; row: T } | null>(null);
  const value: ListContextValue<T> = {
    ...list,
    actions: { run, running, openForm: rowForms.open },
    forms,
    toolbarActions: (definition.toolbarActions ?? []).filter((a) => allows(session, { permission: a.permission })),
    subList,
    openSubList: (key, row) => setSubList({ key, row }),
    closeSubList: () => setSubList(null),
  };
  return (
    <ListContext.Provider value={value as unknown as ListContextValue<BaseRecord>}>
      {/* useTable reads its own search form when the page opens (syncing it with the URL); the kit filters with the
          panel's form, so that one is connected to an empty Form here (no DOM). An instance used before any Form
          holds it makes rc-field-form warn "not connected to any Form element". */}
      <Form form={list.searchForm} component={false} />
      {list.autoRefresh ? <HoldWhileHidden setHeld={list.autoRefresh.setHeld} /> : null}
      {children}
      {forms.elements}
      {rowForms.elements}
      <DetailModal definition={definition} text={text} row={list.detail.value} onClose={list.detail.close} />
    </ListContext.Provider>
  );
}
