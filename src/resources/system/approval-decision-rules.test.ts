// Who may decide a request, as the drawer shows it (operations.md 7.1): the maker never, others with the reason.
import { describe, expect, it } from 'vitest';
import type { ApprovalRow } from '@/api/approvals';
import { decisionBlock } from '@/resources/system/approval-decision-rules';

const row = (patch: Partial<ApprovalRow> = {}) =>
  ({
    id: 7,
    action: 'player.updateBalance',
    makerId: 2,
    status: 1,
    expireTime: '2026-11-29 10:00:00',
    ...patch,
  }) as ApprovalRow;
const NOW = '2026-11-28 12:00:00';
const all = (key: string) => ['system.approval.review', 'player.updateBalance'].includes(key);

describe('decisionBlock', () => {
  it('has no decision for the maker, whatever the keys', () => {
    expect(decisionBlock(row(), { id: 2, has: all, now: NOW })).toEqual({ kind: 'maker' });
  });

  it('is open to a checker with review and the action key while pending and not expired', () => {
    expect(decisionBlock(row(), { id: 9, has: all, now: NOW })).toEqual({ kind: 'open' });
  });

  it('says why otherwise: expired (stored or past its time), no longer pending, no review key, no action key', () => {
    const me = { id: 9, has: all, now: NOW };
    expect(decisionBlock(row({ status: 5 }), me)).toMatchObject({ key: 'expired' });
    expect(decisionBlock(row({ expireTime: '2026-11-28 11:59:59' }), me)).toMatchObject({ key: 'expired' });
    expect(decisionBlock(row({ status: 2 }), me)).toMatchObject({ key: 'notPending' });
    expect(decisionBlock(row(), { ...me, has: (k) => k === 'player.updateBalance' })).toMatchObject({
      key: 'noReview',
    });
    expect(decisionBlock(row(), { ...me, has: (k) => k === 'system.approval.review' })).toMatchObject({
      key: 'noActionKey',
    });
  });
});
