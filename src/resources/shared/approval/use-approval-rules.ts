// Whether a change will need approval, as far as the console can tell before OK (operations.md 7.1). The rules are
// readable only with the approvals page key: a user without it gets `unknown` and the dialog just handles the answer
// (the server decides either way; this only says beforehand what it will do).
import { useQuery } from '@tanstack/react-query';
import type { GuardedAction, ApprovalRule } from '@/api/approvals';
import { useAccess } from '@/providers/access-control-provider';
import { APPROVAL_PAGE, approvalKeys, fetchRules } from '@/resources/shared/approval/approval-api';

/** Rules change rarely: a minute is fresh enough for a hint, and a rule save invalidates them at once. */
const RULES_FRESH_MS = 60_000;

export function useApprovalRules(): { rules: ApprovalRule[] | undefined; readable: boolean } {
  const readable = useAccess({ permission: APPROVAL_PAGE });
  const query = useQuery({
    queryKey: approvalKeys.rules,
    queryFn: fetchRules,
    enabled: readable,
    staleTime: RULES_FRESH_MS,
  });
  return { rules: readable ? query.data : undefined, readable };
}

export type ApprovalNeed =
  { need: 'unknown' } | { need: 'no' } | { need: 'yes'; thresholdCny: number | null; amountCny?: number };

/**
 * `amountCny`: the guarded amount as typed, in CNY (balance, bill adjust), undefined while nothing valid is typed;
 * `changed`: false when the form does not change what the rule guards (a game's target and mode left as they are).
 */
export function approvalNeed(
  rule: ApprovalRule | undefined,
  input: { amountCny?: number; changed?: boolean },
): ApprovalNeed {
  if (!rule) return { need: 'unknown' };
  if (!rule.enabled || input.changed === false) return { need: 'no' };
  if (rule.thresholdCny === null) return { need: 'yes', thresholdCny: null };
  if (input.amountCny === undefined) return { need: 'unknown' };
  const amount = Math.abs(input.amountCny);
  // A bill adjustment of 0 only clears one and is never guarded (7.1's table).
  if (amount === 0 || amount < rule.thresholdCny) return { need: 'no' };
  return { need: 'yes', thresholdCny: rule.thresholdCny, amountCny: amount };
}

export function useApprovalNeed(action: GuardedAction, input: { amountCny?: number; changed?: boolean }) {
  const { rules } = useApprovalRules();
  return approvalNeed(
    rules?.find((r) => r.action === action),
    input,
  );
}
