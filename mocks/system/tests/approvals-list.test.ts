// @vitest-environment node
// The approvals list (operations.md 7.1): newest first; status, action and mine (made by me) filters; `date` on the
// create time, default the last 7 days, at most 31 (README 0.2, mocks/lib/date-span.ts).
import { describe, expect, it } from 'vitest';
import { DAY_MS, formatTime } from '@mocks/lib/time';
import { mockNow, setClockSkew } from '@mocks/lib/clock';
import { login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { approvalApi, makerAndChecker } from '@mocks/system/tests/approval-client';

withMockServer();

describe('the approvals list', () => {
  it('is newest first, and filters by status, action and mine', async () => {
    const { ops, checker } = await makerAndChecker();
    const admin = approvalApi(await login());
    const id = (await admin.updateBalance(880001, 20000)).result?.approvalId ?? 0;
    const all = (await checker.list()).result.list;
    expect(all[0]?.id).toBe(id);
    const times = all.map((r) => r.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await checker.list({ status: 1 })).result.total).toBe(4);
    expect((await checker.list({ status: 3 })).result.list.map((r) => r.status)).toEqual([3]);
    expect((await checker.list({ action: 'merchant.bill.pay' })).result.total).toBe(0);
    expect((await ops.list({ mine: 1 })).result.list.every((r) => r.makerName === 'ops')).toBe(true);
    expect((await admin.list({ mine: 1 })).result.list.map((r) => r.id)).toEqual([id]);
  });

  it('takes the last 7 days by default and at most 31 days', async () => {
    const { checker } = await makerAndChecker();
    const day = (offset: number) => formatTime(mockNow() + offset * DAY_MS).slice(0, 10);
    expect((await checker.list({ date: `${day(-31)} 00:00:00,${day(0)} 23:59:59` })).msg).toBe('时间不能超过31天');
    expect((await checker.list({ date: `${day(-30)} 00:00:00,${day(0)} 23:59:59` })).result.total).toBe(6);
    setClockSkew(9 * DAY_MS);
    expect((await checker.list()).result.total).toBe(0);
    expect((await checker.list({ date: `${day(-12)} 00:00:00,${day(0)} 23:59:59` })).result.total).toBe(6);
  });
});
