// <ResourceList>: one declared resource's list state (useResourceList) for the parts inside it, plus what the list
// opens over itself: create and edit forms, row action forms and the detail modal. A page built
// from the kit's parts wraps them in this; ResourceTable is the usual arrangement.
import type { BaseRecord } from '@refinedev/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DetailModal } from '@/components/resource-kit/detail/detail-modal';
import { DrillTabTitle } from '@/components/resource-kit/detail/drill-title';
import { ListContext, type ListContextValue } from '@/components/resource-kit/list/list-context';
import { useRowActionForms } from '@/components/resource-kit/actions/row-action-form';
import { useActionRunner } from '@/components/resource-kit/actions/action-runner';
import type { ListOptions, ResourceDefinition } from '@/components/resource-kit/types';
import { useResourceForms } from '@/components/resource-kit/form/use-resource-forms';
import { useResourceList } from '@/components/resource-kit/list/use-resource-list';
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
  const { run, running, element: runAnswer } = useActionRunner(definition, text);
  const rowForms = useRowActionForms(definition, text);
  const [subList, setSubList] = useState<{ key: string; row: T } | null>(null);
  const openForm = rowForms.open;
  const actions = useMemo(() => ({ run, running, openForm }), [run, running, openForm]);
  const { createButton, canEdit, openEdit } = forms;
  const listForms = useMemo(() => ({ createButton, canEdit, openEdit }), [createButton, canEdit, openEdit]);
  const declaredActions = definition.toolbarActions;
  const toolbarActions = useMemo(
    () => (declaredActions ?? []).filter((a) => allows(session, { permission: a.permission })),
    [declaredActions, session],
  );
  const openSubList = useCallback((key: string, row: T) => setSubList({ key, row }), []);
  const closeSubList = useCallback(() => setSubList(null), []);
  // The parts under the list render when what they read changes, not on each of the list's own renders.
  const value: ListContextValue<T> = useMemo(
    () => ({ ...list, actions, forms: listForms, toolbarActions, subList, openSubList, closeSubList }),
    [list, actions, listForms, toolbarActions, subList, openSubList, closeSubList],
  );
  return (
    <ListContext.Provider value={value as unknown as ListContextValue<BaseRecord>}>
      {list.autoRefresh ? <HoldWhileHidden setHeld={list.autoRefresh.setHeld} /> : null}
      {/* the page's own list names its tab; a list in a modal or drawer of the page does not */}
      {(options?.syncWithLocation ?? true) ? <DrillTabTitle filters={definition.filters} text={text} /> : null}
      {children}
      {forms.elements}
      {rowForms.elements}
      {runAnswer}
      <DetailModal definition={definition} text={text} row={list.detail.value} onClose={list.detail.close} />
    </ListContext.Provider>
  );
}
