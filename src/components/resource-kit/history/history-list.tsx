// A record's change history (operations.md 7.2) as a sub-list of the page that shows the record: a declaration's
// `history: { type, id }` becomes this drawer's row action (define-resource.tsx), so every page gets the same one.
// Rows: who, when, what (the log's module and verb in words), the before/after table, and the approval behind it.
import type { BaseRecord } from '@refinedev/core';
import { createElement } from 'react';
import type { FieldChange, OpLogRow } from '@/api/system-logs';
import { changeLabels } from '@/components/resource-kit/history/change-labels';
import { ChangesTable } from '@/components/resource-kit/history/changes-table';
import { actionKind, moduleKind } from '@/components/resource-kit/history/log-labels';
import type { KindDef } from '@/components/resource-kit/kinds/kind';
import type { HistoryDecl, ResourceDefinition, SubListDecl } from '@/components/resource-kit/types';

export const HISTORY_ENDPOINT = '/api/system/operationLog/history';
/** The sub-list's key; `actions.changeHistory.*` in shared.json label its row action and title its drawer. */
export const HISTORY_KEY = 'changeHistory';

const changesKind: KindDef = {
  name: 'fieldChanges',
  text: (value) => (Array.isArray(value) ? String(value.length) : ''),
  cell: (value, row, _decl, ctx) =>
    createElement(ChangesTable, {
      changes: (value ?? []) as FieldChange[],
      labels: changeLabels(ctx.text.t, typeof row.module === 'string' ? row.module : ''),
    }),
};

const endpoints = { list: HISTORY_ENDPOINT };

/** Resolved by hand: define-resource.tsx builds this sub-list, so this file cannot import its resolver. */
function historyList(permission: string): ResourceDefinition<OpLogRow> {
  return {
    name: 'shared.changeHistory',
    component: 'shared.changeHistory',
    permission,
    ns: 'shared',
    prefix: HISTORY_KEY,
    rowKey: 'id',
    pageSize: 10,
    export: false,
    endpoints,
    meta: { endpoints },
    columns: [
      { key: 'operTime', kind: 'time' },
      { key: 'username' },
      { key: 'module', kind: moduleKind },
      { key: 'action', kind: actionKind },
      { key: 'changes', kind: changesKind, width: 420 },
      { key: 'approvalId', sub: 'checkerName' },
    ],
  };
}

/** The history's sub-list for a page whose key is `permission` (the key the server asks for, README 0.5). */
export function historySubList<T extends BaseRecord>(decl: HistoryDecl<T>, permission: string): SubListDecl<T> {
  const idOf = decl.id;
  return {
    key: HISTORY_KEY,
    list: historyList(permission),
    permission,
    scope: (row) => ({
      targetType: decl.type,
      targetId: String(typeof idOf === 'function' ? idOf(row) : (row[idOf] as string | number)),
    }),
  };
}
