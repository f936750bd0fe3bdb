// Who may decide a request now (operations.md 7.1), as the drawer shows it: the maker never (no buttons at all);
// anyone else sees approve / reject, disabled with the reason when the request is no longer pending or has expired,
// or the checker lacks system.approval.review or the guarded action's own key. The server checks all of it again.
import type { ApprovalRow } from '@/api/approvals';
import { APPROVAL_REVIEW } from '@/resources/shared/approval/approval-api';

export type DecisionBlock =
  { kind: 'maker' } | { kind: 'reason'; key: 'notPending' | 'expired' | 'noReview' | 'noActionKey' } | { kind: 'open' };

type Me = { id: number | undefined; has: (key: string) => boolean; now: string };

/** `now`: the server's time in the console's zone, `YYYY-MM-DD HH:mm:ss` (the wire's own format compares as text). */
export function decisionBlock(row: ApprovalRow, me: Me): DecisionBlock {
  if (me.id !== undefined && row.makerId === me.id) return { kind: 'maker' };
  if (row.status === 5 || (row.status === 1 && row.expireTime !== '' && row.expireTime <= me.now))
    return { kind: 'reason', key: 'expired' };
  if (row.status !== 1) return { kind: 'reason', key: 'notPending' };
  if (!me.has(APPROVAL_REVIEW)) return { kind: 'reason', key: 'noReview' };
  if (!me.has(row.action)) return { kind: 'reason', key: 'noActionKey' };
  return { kind: 'open' };
}
