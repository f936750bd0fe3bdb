// 审批中心 (system.approval, operations.md 7.1; platform only): the requests for four-eyes changes, pending for me /
// mine / all, each opening a drawer with its before/after and the decision; and the rules, edited in place by a
// holder of system.approval.rule. The list is the kit's (declared here); the page arranges it (approval-view.tsx).
import { createElement } from 'react';
import type { ApprovalRow } from '@/api/approvals';
import { defineResource } from '@/components/resource-kit/define-resource';
import { APPROVAL_ACTION, APPROVAL_STATUS } from '@/resources/shared/approval/approval-enums';
import { RequestLink } from '@/resources/system/approval-open';
import { ApprovalView } from '@/resources/system/approval-view';

export const ApprovalPage = defineResource<ApprovalRow>({
  name: 'system.approval',
  columns: [
    { key: 'id', fixed: 'left', render: (row) => createElement(RequestLink, { row }) },
    { key: 'action', kind: 'enum', enum: APPROVAL_ACTION },
    { key: 'targetName', sub: 'targetId' },
    { key: 'amountCny', kind: 'amount', crossCurrency: true },
    { key: 'status', kind: 'enum', enum: APPROVAL_STATUS },
    { key: 'makerName' },
    { key: 'reason' },
    { key: 'createTime', kind: 'time' },
    { key: 'expireTime', kind: 'time' },
    { key: 'checkerName' },
    { key: 'decideTime', kind: 'time', hidden: true },
  ],
  filters: [
    { key: 'action', kind: 'enum', enum: APPROVAL_ACTION },
    { key: 'status', kind: 'enum', enum: APPROVAL_STATUS },
    // The server's default is the last 7 days, at most 31 (7.1).
    { key: 'date', kind: 'dateRange', maxDays: 31 },
  ],
  export: false,
  page: ApprovalView,
});
