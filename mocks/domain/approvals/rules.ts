// The approval rules (operations.md 7.1): which call each guarded action key names, whether it has a CNY threshold,
// its seed, and when it guards a call. The one implementation of each rule: an area's handler only states the facts
// (what the call would change, the amount asked), and this file decides.
import { checkedNumber } from '@mocks/lib/number-rules';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { mockNow } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import { mutate } from '@mocks/domain/store';
import { approvalsOf } from '@mocks/domain/approvals/state';
import type { ApprovalMsgKey } from '@mocks/domain/approvals/messages';
import { GUARDED_ACTIONS, THRESHOLD_ACTIONS, type ApprovalRule, type GuardedAction } from '@/api/approvals';
import type { FieldChange } from '@/api/system-logs';

/** What a guarded call would do, as its handler states it. */
export type CallFacts = { changes: readonly FieldChange[]; amountCny: number | null };

const changed = (facts: CallFacts, fields?: readonly string[]) =>
  facts.changes.some((c) => !fields || fields.includes(c.field));
const atLeast = (facts: CallFacts, threshold: number) =>
  facts.amountCny !== null && facts.amountCny !== 0 && Math.abs(facts.amountCny) >= threshold;

type RuleDef = { call: string; guards: (facts: CallFacts, threshold: number) => boolean };

export const RULES: Readonly<Record<GuardedAction, RuleDef>> = {
  'player.updateBalance': { call: 'POST /api/player/updateBalance', guards: atLeast },
  'player.rtp.save': { call: 'POST /api/player/rtp/save', guards: (f) => changed(f, ['rtp', 'blackRtp']) },
  'control.game.save': {
    call: 'POST /api/control/game/save',
    guards: (f) => changed(f, ['targetRtp', 'controlMode']),
  },
  'control.combineLogic.save': { call: 'POST /api/control/combineLogic/save', guards: (f) => changed(f) },
  'merchant.rate.save': { call: 'POST /api/merchant/rate/save', guards: (f) => changed(f) },
  // An adjustment of 0 clears the one before: never guarded (atLeast leaves 0 out).
  'merchant.bill.adjust': { call: 'POST /api/merchant/bill/adjust', guards: atLeast },
  'merchant.bill.pay': { call: 'POST /api/merchant/bill/pay', guards: () => true },
};

export const hasThreshold = (action: GuardedAction) => THRESHOLD_ACTIONS.includes(action);

export function ruleRows(): ApprovalRule[] {
  const stored = approvalsOf().rules;
  return GUARDED_ACTIONS.map((action) => {
    const { updatedAt, ...rule } = stored[action];
    return { action, ...rule, updateTime: formatTime(updatedAt) };
  });
}

/** Whether the action's rule guards a call with these facts now. */
export function isGuarded(action: GuardedAction, facts: CallFacts): boolean {
  const rule = approvalsOf().rules[action];
  return rule.enabled && RULES[action].guards(facts, rule.thresholdCny ?? 0);
}

const isAction = (value: unknown): value is GuardedAction => GUARDED_ACTIONS.includes(value as GuardedAction);

/** `{action, enabled, thresholdCny?}`: a threshold only where the rule has one (≥ 0, 2 decimals); absent keeps it. */
export function saveRule(body: Record<string, unknown>, operator: string): Outcome<ApprovalRule, ApprovalMsgKey> {
  const action = body.action;
  if (!isAction(action)) return refuse('ruleNotFound');
  if (typeof body.enabled !== 'boolean') return refuse('enabledInvalid');
  const given = body.thresholdCny !== undefined && body.thresholdCny !== null;
  if (given && !hasThreshold(action)) return refuse('thresholdNotAllowed');
  const threshold = checkedNumber(body, 'thresholdCny', { min: 0, decimals: 2 });
  if (given && (!threshold.ok || threshold.value === undefined)) return refuse('thresholdInvalid');
  const enabled = body.enabled;
  mutate(() => {
    const rules = approvalsOf().rules;
    const before = rules[action];
    const thresholdCny = given && threshold.ok ? (threshold.value ?? null) : before.thresholdCny;
    rules[action] = { enabled, thresholdCny, operator, updatedAt: mockNow() };
  });
  return accept(ruleRows().find((r) => r.action === action) as ApprovalRule);
}
