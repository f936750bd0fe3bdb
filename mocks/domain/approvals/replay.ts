// Approve runs the held call again as its maker, at the moment of the decision (operations.md 7.1): the maker's
// account and role as they are now (a disabled maker, or one who lost the key, is refused), the maker's scope, and
// every check of the call's handler; only the rule is not asked again. The answer is the call's own envelope.
import { ENDPOINT_PERMISSIONS, mayCall } from '@mocks/lib/endpoint-permissions';
import { message } from '@mocks/lib/i18n';
import type { AuthedCtx } from '@mocks/domain/route';
import { scopeOf } from '@mocks/domain/scope';
import { accountById, roleOf } from '@mocks/domain/staff/accounts';
import { approvalMessage } from '@mocks/domain/approvals/messages';
import { guardedCallOf } from '@mocks/domain/approvals/guarded-route';
import { RULES } from '@mocks/domain/approvals/rules';
import type { ApprovalRecord } from '@mocks/domain/approvals/state';
import type { FieldChange } from '@/api/system-logs';

export type Replayed = { applied: boolean; msg: string; changes: FieldChange[] };

/** `ctx` is the decider's call: its language is the answer's; the account becomes the maker's. */
export async function replayAsMaker(ctx: AuthedCtx, record: ApprovalRecord): Promise<Replayed> {
  const refused = (msg: string): Replayed => ({ applied: false, msg, changes: [] });
  const call = guardedCallOf(record.action);
  const maker = accountById(record.makerId);
  if (!call || !maker || maker.disabled) return refused(approvalMessage(ctx.lang, 'makerGone'));
  const access = ENDPOINT_PERMISSIONS[RULES[record.action].call];
  if (!mayCall(access, roleOf(maker).permissions) || (call.staffOnly && maker.type !== 1))
    return refused(message(ctx.lang, 'noPermission'));
  const asMaker: AuthedCtx = { ...ctx, account: maker, token: '', inScope: scopeOf(maker) };
  const prepared = await call.prepare(asMaker, structuredClone(record.body));
  const response = prepared instanceof Response ? prepared : await prepared.apply();
  const envelope = (await response.clone().json()) as { state?: unknown; msg?: unknown };
  const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
  return envelope.state === 1 && !(prepared instanceof Response)
    ? { applied: true, msg, changes: prepared.changes }
    : refused(msg);
}
