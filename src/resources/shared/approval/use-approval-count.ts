// The number of requests this user could decide now (GET /api/system/approval/count), for the header and the
// palette. Asked at most once a minute while the console is open (a count is no alarm), and at once after a decision
// or a new request (invalidateApprovals). Only for platform users holding the approvals page: the call is theirs only.
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '@/providers/access-control-provider';
import { APPROVAL_PAGE, approvalKeys, fetchCount } from '@/resources/shared/approval/approval-api';

export const COUNT_REFRESH_MS = 60_000;

export function useApprovalCount(): number | undefined {
  const allowed = useAccess({ permission: APPROVAL_PAGE, userTypes: [1] });
  const query = useQuery({
    queryKey: approvalKeys.count,
    queryFn: fetchCount,
    enabled: allowed,
    refetchInterval: COUNT_REFRESH_MS,
    staleTime: COUNT_REFRESH_MS,
  });
  return allowed ? query.data : undefined;
}
