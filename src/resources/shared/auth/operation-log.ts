// 操作日志 (system.operationLog, merchant.operationLog): the audit trail, read-only; a row's id opens the record it
// changed, the changed fields and its parameters.
// The system set lists the calls of platform users, the merchant set those of type 2/3 users, with whose account
// (team, merchant) made them. Module and action read as the page's title and the verb's label, their keys (what the
// filters take) on a second line.
import { createElement } from 'react';
import { defineResource } from '@/components/resource-kit/define-resource';
import type { OpLogRow } from '@/api/system-logs';
import { authPage, forMerchant, type AuthArea } from '@/resources/shared/auth/auth-area';
import { OP_STATUS_ENUM } from '@/resources/shared/auth/auth-enums';
import { actionKind, moduleKind } from '@/components/resource-kit/history/log-labels';
import { OperationDetail } from '@/resources/shared/auth/log-views';
import { ownerColumns, ownerFilters } from '@/resources/shared/auth/merchant-owner';

export const operationLogPage = (area: AuthArea) =>
  defineResource<OpLogRow>({
    name: authPage(area, 'operationLog'),
    columns: [
      { key: 'id', kind: 'link', open: 'detail', fixed: 'left' },
      { key: 'username' },
      ...forMerchant(area, ownerColumns<OpLogRow>('userType')),
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
      ...forMerchant(area, ownerFilters('userType')),
    ],
    detail: { render: (row) => createElement(OperationDetail, { row }), width: 720 },
  });
