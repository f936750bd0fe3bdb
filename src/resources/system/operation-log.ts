// 操作日志 (system.operationLog): the audit trail of platform users, read-only; a row's id opens its parameters. Module
// and action read as the page's title and the verb's label, their keys (what the filters take) on a second line.
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { OpLogRow } from '@/api/system-logs';
import { OP_STATUS_ENUM } from '@/resources/system/log-enums';
import { actionKind, moduleKind } from '@/resources/system/log-labels';
import { ParamsView } from '@/resources/system/log-views';

export const OperationLogPage = defineResource<OpLogRow>({
  name: 'system.operationLog',
  columns: [
    { key: 'id', kind: 'link', open: 'detail', fixed: 'left' },
    { key: 'username' },
    { key: 'module', kind: moduleKind, sub: 'module' },
    { key: 'action', kind: actionKind, sub: 'action' },
    { key: 'url', hidden: true },
    { key: 'params', width: 260 },
    { key: 'status', kind: 'enum', enum: OP_STATUS_ENUM },
    { key: 'message' },
    { key: 'ip', sub: 'ipName' },
    { key: 'costMs', kind: 'number' },
    { key: 'operTime', kind: 'time' },
  ],
  filters: [
    { key: 'date', kind: 'dateRange', preset: 'today', maxDays: 7 },
    { key: 'username', kind: 'text' },
    { key: 'module', kind: 'text' },
    { key: 'action', kind: 'text' },
    { key: 'status', kind: 'enum', enum: OP_STATUS_ENUM },
    { key: 'ip', kind: 'text' },
  ],
  detail: { render: (row) => createElement(ParamsView, { params: row.params }), width: 720 },
});
