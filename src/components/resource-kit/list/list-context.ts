// The list context: what a list's parts (filters, toolbar, grid, a chart or a summary card) read, from the one
// useResourceList of the <ResourceList> around them.
import type { BaseRecord } from '@refinedev/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { OpenRowForm } from '@/components/resource-kit/actions/row-action-form';
import type { ActionRun } from '@/components/resource-kit/actions/action-runner';
import type { ToolbarActionDecl } from '@/components/resource-kit/types';
import type { ResourceListState } from '@/components/resource-kit/list/use-resource-list';

export type ListContextValue<T extends BaseRecord> = ResourceListState<T> & {
  actions: { run: ActionRun; running: boolean; openForm: OpenRowForm<T> };
  forms: { createButton: ReactNode; canEdit: boolean; openEdit: (row: T) => void };
  toolbarActions: ToolbarActionDecl<T>[];
  /** The sub-list (a job's runs) open for a row, if one is. */
  subList: { key: string; row: T } | null;
  openSubList: (key: string, row: T) => void;
  closeSubList: () => void;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const ListContext = createContext<ListContextValue<any> | null>(null);

export function useListContext<T extends BaseRecord = BaseRecord>(): ListContextValue<T> {
  const value = useContext(ListContext);
  if (!value) throw new Error('useListContext needs a <ResourceList> around it');
  return value as ListContextValue<T>;
}
