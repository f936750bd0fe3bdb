// Deciding and withdrawing (operations.md 7.1). Only type 1 staff decide, holding `system.approval.review` and the
// guarded action's own key, never on a request of their own; only a pending request that has not expired is decided
// or withdrawn, and only its maker withdraws it (any user type, no key).
import { refuse, accept, type Outcome } from '@mocks/lib/outcome';
import type { AuthedCtx } from '@mocks/domain/route';
import { scopeOf } from '@mocks/domain/scope';
import { roleOf } from '@mocks/domain/staff/accounts';
import type { Account } from '@mocks/domain/staff/catalog';
import type { ApprovalMsgKey } from '@mocks/domain/approvals/messages';
import { approvalRecords, closeApproval, findApproval } from '@mocks/domain/approvals/requests';
import { replayAsMaker, type Replayed } from '@mocks/domain/approvals/replay';
import type { ApprovalRecord } from '@mocks/domain/approvals/state';
import { REMARK_MAX, REMARK_MIN } from '@/api/approvals';

export const REVIEW_KEY = 'system.approval.review';

export type DecideKey = ApprovalMsgKey | 'noPermission';
type Decided<T> = Outcome<T, DecideKey>;

/** Whether this account may decide this request, keys and type only (state and maker aside). */
export function holdsDecideKeys(account: Account, record: Pick<ApprovalRecord, 'action'>): boolean {
  const keys = roleOf(account).permissions;
  return account.type === 1 && keys.includes(REVIEW_KEY) && keys.includes(record.action);
}

/** The requests this account could decide now: the header's count. */
export function decidableCount(account: Account): number {
  return approvalRecords().filter((r) => r.status === 1 && r.makerId !== account.id && holdsDecideKeys(account, r))
    .length;
}

// Requests whose approval is being replayed: the replay awaits, so a second approve (a double click) or a withdraw
// arriving meanwhile must see the request as no longer pending, or the call would apply twice.
const deciding = new Set<number>();

function stillPending(record: ApprovalRecord | undefined): Decided<ApprovalRecord> {
  if (!record) return refuse('notFound');
  if (record.status === 5) return refuse('expired');
  return record.status === 1 && !deciding.has(record.id) ? accept(record) : refuse('notPending');
}

function decidable(account: Account, id: number | undefined): Decided<ApprovalRecord> {
  const found = stillPending(findApproval(id));
  if (!found.ok) return found;
  if (found.value.makerId === account.id) return refuse('ownRequest');
  return holdsDecideKeys(account, found.value) ? found : refuse('noPermission');
}

const remarkOf = (remark: unknown) => (typeof remark === 'string' ? remark.trim() : '');

export async function approve(
  ctx: AuthedCtx,
  id: number | undefined,
  remark: unknown,
): Promise<Decided<{ record: ApprovalRecord; replayed: Replayed }>> {
  const found = decidable(ctx.account, id);
  if (!found.ok) return found;
  const checkerRemark = remarkOf(remark);
  if (checkerRemark.length > REMARK_MAX) return refuse('remarkLength');
  const { id: approvalId } = found.value;
  deciding.add(approvalId);
  try {
    const replayed = await replayAsMaker(ctx, found.value);
    const record = closeApproval(approvalId, replayed.applied ? 2 : 6, {
      checkerName: ctx.account.username,
      checkerRemark,
      resultMsg: replayed.msg,
    });
    return record ? accept({ record, replayed }) : refuse('notFound');
  } finally {
    deciding.delete(approvalId);
  }
}

export function reject(account: Account, id: number | undefined, remark: unknown): Decided<null> {
  const found = decidable(account, id);
  if (!found.ok) return found;
  const checkerRemark = remarkOf(remark);
  if (checkerRemark.length < REMARK_MIN || checkerRemark.length > REMARK_MAX) return refuse('remarkLength');
  closeApproval(found.value.id, 3, { checkerName: account.username, checkerRemark });
  return accept(null);
}

/** The maker's own request only. One outside the caller's scope answers like an unknown id (README 0.4). */
export function withdraw(account: Account, id: number | undefined): Decided<null> {
  const any = findApproval(id);
  const record = any && scopeOf(account)(any) ? any : undefined;
  if (record && record.makerId !== account.id) return refuse('notMaker');
  const found = stillPending(record);
  if (!found.ok) return found;
  closeApproval(found.value.id, 4);
  return accept(null);
}
