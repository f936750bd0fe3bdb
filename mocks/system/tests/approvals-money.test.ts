// @vitest-environment node
// The money test of operations.md 7.1: approving a balance change moves the balance exactly once, by the amount
// asked, as one back-office ledger row (950) of the maker's; the balance report's adjustments and closing balance
// move by the same amount. A change that would take the balance below zero by the time it is approved fails (6).
import { describe, expect, it } from 'vitest';
import { formatTime, startOfToday } from '@mocks/lib/time';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { makerAndChecker } from '@mocks/system/tests/approval-client';
import type { ListResult } from '@/api/common';
import type { BalanceLogRow, PlayerInfo } from '@/api/player';
import type { BalanceReportRow } from '@/api/report';

withMockServer();

// 880001 is a CNY player of 金龙娱乐 (101).
const PLAYER = 880001;
const MERCHANT = 101;
const today = () =>
  `${formatTime(startOfToday()).slice(0, 10)} 00:00:00,${formatTime(startOfToday()).slice(0, 10)} 23:59:59`;

async function snapshot(token: string) {
  const info = (await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId: PLAYER } })).result
    .info;
  const ledger = (
    await call<ListResult<BalanceLogRow & { transType: number }>>('/api/player/balanceLog', {
      token,
      query: { playerId: PLAYER, transType: 950, date: today(), pageSize: 200 },
    })
  ).result.list;
  const report = (
    await call<ListResult<BalanceReportRow>>('/api/report/balance/list', {
      token,
      query: { date: today(), merchantId: MERCHANT, currencyCode: 'CNY', pageSize: 100 },
    })
  ).result.list.find((r) => r.merchantId === MERCHANT);
  return { balance: info.balance, ledger, report };
}

describe('approving a balance change', () => {
  it('moves the balance once, by the amount asked; the ledger and the balance report agree', async () => {
    const admin = await login();
    const { ops, checker } = await makerAndChecker();
    const before = await snapshot(admin);
    const id = (await ops.updateBalance(PLAYER, 25000.25, 'money test')).result?.approvalId ?? 0;
    const held = await snapshot(admin);
    expect(held.balance).toBe(before.balance);
    expect(held.ledger).toHaveLength(before.ledger.length);
    expect(held.report?.closingBalance).toBe(before.report?.closingBalance);

    // Two approvals at once (a double click): one applies, the other finds it no longer pending.
    const answers = await Promise.all([checker.approve(id), checker.approve(id)]);
    expect(answers.map((a) => a.result?.status ?? a.msg).sort()).toEqual([2, '该申请已不是待审批状态']);
    const after = await snapshot(admin);
    expect(after.balance).toBe(Math.round((before.balance + 25000.25) * 100) / 100);
    const added = after.ledger.filter(
      (r) => !before.ledger.some((b) => b.tradeTime === r.tradeTime && b.remark === r.remark),
    );
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      amount: 25000.25,
      balanceBefore: before.balance,
      balanceAfter: after.balance,
      remark: 'money test',
    });
    const moved = (a?: number, b?: number) => Math.round(((a ?? 0) - (b ?? 0)) * 100) / 100;
    expect(moved(after.report?.adjustAmount, before.report?.adjustAmount)).toBe(25000.25);
    expect(moved(after.report?.closingBalance, before.report?.closingBalance)).toBe(25000.25);
  });

  it('that would go below zero by then fails (6) with the refusal, and changes nothing', async () => {
    const admin = await login();
    const { ops, checker } = await makerAndChecker();
    const start = (await snapshot(admin)).balance;
    const id = (await ops.updateBalance(PLAYER, -start)).result?.approvalId ?? 0;
    expect(id).toBeGreaterThan(0);
    // Meanwhile a change under the threshold applies at once.
    expect((await ops.updateBalance(PLAYER, -100)).state).toBe(1);
    const before = await snapshot(admin);
    const answer = await checker.approve(id);
    expect(answer).toMatchObject({ state: 1, result: { status: 6, resultMsg: '调整后余额不能小于0' } });
    expect((await checker.detail(id)).result).toMatchObject({ status: 6, resultMsg: '调整后余额不能小于0' });
    const after = await snapshot(admin);
    expect(after.balance).toBe(before.balance);
    expect(after.ledger).toHaveLength(before.ledger.length);
  });
});
