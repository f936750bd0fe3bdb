// What a dialog says before OK (operations.md 7.1's "guarded when" column), from a rule and the typed amount in CNY.
import { describe, expect, it } from 'vitest';
import type { ApprovalRule } from '@/api/approvals';
import { approvalNeed } from '@/resources/shared/approval/use-approval-rules';

const rule = (patch: Partial<ApprovalRule>): ApprovalRule => ({
  action: 'player.updateBalance',
  enabled: true,
  thresholdCny: 10000,
  operator: '',
  updateTime: '',
  ...patch,
});

describe('approvalNeed', () => {
  it('compares the absolute amount in CNY with the threshold: at or above needs approval', () => {
    expect(approvalNeed(rule({}), { amountCny: -10000 })).toEqual({
      need: 'yes',
      thresholdCny: 10000,
      amountCny: 10000,
    });
    expect(approvalNeed(rule({}), { amountCny: 9999.99 })).toEqual({ need: 'no' });
    // Nothing valid typed yet: nothing to say.
    expect(approvalNeed(rule({}), {})).toEqual({ need: 'unknown' });
  });

  it('a bill adjustment of 0 only clears one: never guarded, even at a threshold of 0', () => {
    expect(approvalNeed(rule({ action: 'merchant.bill.adjust', thresholdCny: 0 }), { amountCny: 0 })).toEqual({
      need: 'no',
    });
  });

  it('a rule without a threshold guards any change while on; off or unchanged, nothing; unreadable rules, unknown', () => {
    expect(approvalNeed(rule({ thresholdCny: null }), {})).toEqual({ need: 'yes', thresholdCny: null });
    expect(approvalNeed(rule({ thresholdCny: null }), { changed: false })).toEqual({ need: 'no' });
    expect(approvalNeed(rule({ enabled: false }), { amountCny: 50000 })).toEqual({ need: 'no' });
    expect(approvalNeed(undefined, { amountCny: 50000 })).toEqual({ need: 'unknown' });
  });
});
