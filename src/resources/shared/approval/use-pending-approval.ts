// The requests pending on one record (GET /api/system/approval/pending), and withdrawing one (the maker only; any
// user type). Read with the key of the page showing the record, so every role that sees the record sees them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApprovalTargetType } from '@/api/approvals';
import { http } from '@/lib/http-client';
import {
  APPROVAL_URL,
  approvalKeys,
  fetchPending,
  invalidateApprovals,
} from '@/resources/shared/approval/approval-api';

/** A pending request changes only by a decision elsewhere: half a minute old is fine, an own action refreshes it. */
const PENDING_FRESH_MS = 30_000;

export function usePendingApprovals(targetType: ApprovalTargetType, targetId: string, enabled = true) {
  return useQuery({
    queryKey: approvalKeys.pending(targetType, targetId),
    queryFn: () => fetchPending(targetType, targetId),
    enabled: enabled && targetId !== '',
    staleTime: PENDING_FRESH_MS,
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>(APPROVAL_URL.withdraw, { id }),
    onSuccess: () => invalidateApprovals(client),
  });
}
