// The wrapper a guarded call's handler is written in (operations.md 7.1), so the handler stays thin and no area
// imports another: the handler states, after every check it has, what the call would change and how to apply it;
// this file asks the rule (rules.ts) and either applies it or holds it back as a request. Each wrapped call is kept
// by its action key, so approve (decide.ts) can run it again as the maker, with every check, without knowing the area.
import { fail, ok } from '@mocks/lib/envelope';
import { round2 } from '@mocks/lib/random';
import { authedRoute, authedStaffRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { rateOn, today } from '@mocks/domain/rates/currency-rate';
import { maskedParams } from '@mocks/domain/staff/operation-log';
import { approvalMessage } from '@mocks/domain/approvals/messages';
import { createApproval, pendingFor } from '@mocks/domain/approvals/requests';
import { isGuarded, type CallFacts } from '@mocks/domain/approvals/rules';
import type { ApprovalModule, ApprovalTargetType, GuardedAction, GuardedAnswer } from '@/api/approvals';
import type { FieldChange } from '@/api/system-logs';

/** The record a call changes; its team and merchant scope the request (README 0.4). */
export type GuardedTarget = {
  type: ApprovalTargetType;
  id: string;
  name: string;
  merchantTeamId: number;
  merchantId: number;
};

/** What a call would do, once it has passed its checks. */
export type Prepared = {
  target: GuardedTarget;
  /** The record's current values and what the call would set. */
  changes: FieldChange[];
  /** The amount a threshold rule compares, in its currency; converted here at today's rate. */
  amount?: { value: number; currencyCode: string };
  /** The call's own remark or reason. */
  reason: string;
  apply: () => Response | Promise<Response>;
};

export type GuardedCall = {
  action: GuardedAction;
  /** The page key of the page that shows the record. */
  module: ApprovalModule;
  /** Platform staff only (the route refuses types 2 and 3, as authedStaffRoute does). */
  staffOnly?: boolean;
  /** Every check the call has beyond its key: a refusal, or what it would change. */
  prepare: (ctx: AuthedCtx, body: Record<string, unknown>) => Response | Prepared | Promise<Response | Prepared>;
};

const calls = new Map<GuardedAction, GuardedCall>();

/** The wrapped call of an action, for approve; undefined until its area's handlers are loaded. */
export const guardedCallOf = (action: GuardedAction): GuardedCall | undefined => calls.get(action);

export function factsOf(prepared: Prepared): CallFacts {
  const { amount } = prepared;
  const amountCny = amount ? round2(amount.value * rateOn(amount.currencyCode, today())) : null;
  return { changes: prepared.changes, amountCny };
}

export function guardedRoute(call: GuardedCall) {
  calls.set(call.action, call);
  const route = call.staffOnly ? authedStaffRoute : authedRoute;
  return route(async (ctx) => {
    const body = await readBody(ctx.request);
    const prepared = await call.prepare(ctx, body);
    if (prepared instanceof Response) return prepared;
    const facts = factsOf(prepared);
    if (!isGuarded(call.action, facts)) return prepared.apply();
    const { target } = prepared;
    const pending = pendingFor(call.action, target.type, target.id);
    if (pending) return fail(approvalMessage(ctx.lang, 'duplicatePending', { id: pending.id }));
    const record = createApproval({
      action: call.action,
      module: call.module,
      targetType: target.type,
      targetId: target.id,
      targetName: target.name,
      params: maskedParams(JSON.stringify(body)),
      changes: prepared.changes,
      amountCny: facts.amountCny,
      reason: prepared.reason,
      makerId: ctx.account.id,
      makerName: ctx.account.username,
      merchantTeamId: target.merchantTeamId,
      merchantId: target.merchantId,
      body,
    });
    const answer: GuardedAnswer = { approvalId: record.id, status: 1 };
    return ok(answer, approvalMessage(ctx.lang, 'submitted', { id: record.id }));
  });
}
