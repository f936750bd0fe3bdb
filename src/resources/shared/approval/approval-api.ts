// The approvals calls every area reads (operations.md 7.1) and the query keys they share, so that one decision or one
// submitted request refreshes the header count, the record's pending request and the approvals page at once.
import type { QueryClient } from '@tanstack/react-query';
import type { ApprovalRow, ApprovalRule } from '@/api/approvals';
import { http } from '@/lib/http-client';

/** The approvals page: its key (menu component and permission), the keys that decide and edit the rules. */
export const APPROVAL_PAGE = 'system.approval';
export const APPROVAL_REVIEW = 'system.approval.review';
export const APPROVAL_RULE = 'system.approval.rule';

export const APPROVAL_URL = {
  rules: '/api/system/approval/rules',
  saveRule: '/api/system/approval/rules/save',
  detail: '/api/system/approval/detail',
  pending: '/api/system/approval/pending',
  count: '/api/system/approval/count',
  approve: '/api/system/approval/approve',
  reject: '/api/system/approval/reject',
  withdraw: '/api/system/approval/withdraw',
} as const;

export const approvalKeys = {
  all: ['approval'] as const,
  rules: ['approval', 'rules'] as const,
  count: ['approval', 'count'] as const,
  detail: (id: number) => ['approval', 'detail', id] as const,
  pending: (targetType: string, targetId: string) => ['approval', 'pending', targetType, targetId] as const,
};

export const fetchRules = () => http.get<{ list: ApprovalRule[] }>(APPROVAL_URL.rules).then((r) => r?.list ?? []);

export const fetchCount = () =>
  http.get<{ pending?: number } | null>(APPROVAL_URL.count).then((r) => Number(r?.pending) || 0);

export const fetchDetail = (id: number) => http.get<ApprovalRow>(APPROVAL_URL.detail, { id });

export const fetchPending = (targetType: string, targetId: string) =>
  http.get<{ list: ApprovalRow[] }>(APPROVAL_URL.pending, { targetType, targetId }).then((r) => r?.list ?? []);

/** After a request is made, decided or withdrawn: every approvals read (count, pending, detail, rules) asks again. */
export function invalidateApprovals(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: approvalKeys.all });
}
