// @vitest-environment node
// The rules (operations.md 7.1): seeded with only the balance rule on at 10,000 CNY; a save needs
// system.approval.rule and is checked; each of the seven guarded actions applies at once while its rule is off and
// becomes a request while it is on, which the checker's approval then applies.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { approvalApi } from '@mocks/system/tests/approval-client';
import { guardedCase } from '@mocks/system/tests/approval-targets';
import { GUARDED_ACTIONS, type ApprovalRule, type GuardedAnswer } from '@/api/approvals';

withMockServer();

const rules = async (token: string) =>
  (await call<{ list: ApprovalRule[] }>('/api/system/approval/rules', { token })).result.list;

describe('the rules', () => {
  it('are seeded: only the balance rule on, at 10000; thresholds only where the table has one', async () => {
    const list = await rules(await login('checker'));
    expect(list.map((r) => [r.action, r.enabled, r.thresholdCny])).toEqual([
      ['player.updateBalance', true, 10000],
      ['player.rtp.save', false, null],
      ['control.game.save', false, null],
      ['control.combineLogic.save', false, null],
      ['merchant.rate.save', false, null],
      ['merchant.bill.adjust', false, 0],
      ['merchant.bill.pay', false, null],
    ]);
  });

  it('save needs system.approval.rule, and checks the action, enabled and the threshold', async () => {
    const checker = approvalApi(await login('checker'));
    expect((await checker.saveRule('merchant.bill.pay', true)).msg).toBe('无权限');
    const token = await login();
    const admin = approvalApi(token);
    expect((await admin.saveRule('player.page', true)).msg).toBe('审批规则不存在');
    expect(
      (
        await call('/api/system/approval/rules/save', {
          token,
          body: { action: 'merchant.bill.pay', enabled: 1 },
        })
      ).msg,
    ).toBe('启用状态须为布尔值');
    expect((await admin.saveRule('merchant.bill.pay', true, 5)).msg).toBe('该规则没有金额阈值');
    expect((await admin.saveRule('player.updateBalance', true, -1)).state).toBe(0);
    expect((await admin.saveRule('player.updateBalance', true, 1.234)).state).toBe(0);
    const saved = await admin.saveRule('player.updateBalance', true, 5000.5);
    expect(saved.result).toMatchObject({
      action: 'player.updateBalance',
      enabled: true,
      thresholdCny: 5000.5,
      operator: 'admin',
    });
    // Left out, the threshold keeps its value.
    expect((await admin.saveRule('player.updateBalance', false)).result).toMatchObject({
      enabled: false,
      thresholdCny: 5000.5,
    });
    const ruler = approvalApi(openSession(addTestAccount(['system.approval.rule'])));
    expect((await ruler.saveRule('merchant.bill.pay', true)).state).toBe(1);
  });
});

describe.each(GUARDED_ACTIONS)('%s', (action) => {
  it('applies while its rule is off, becomes a request while it is on, and applies once approved', async () => {
    const admin = await login();
    const rulesApi = approvalApi(admin);
    await rulesApi.saveRule(action, false);
    const off = await guardedCase(action, admin);
    expect((await call(off.path, { token: admin, body: off.body })).state).toBe(1);
    expect(await off.read()).toEqual(off.applied);

    await rulesApi.saveRule(
      action,
      true,
      action === 'player.updateBalance' || action === 'merchant.bill.adjust' ? 100 : undefined,
    );
    const on = await guardedCase(action, admin, 1);
    const before = await on.read();
    const asked = await call<GuardedAnswer>(on.path, { token: admin, body: on.body });
    expect(asked).toMatchObject({ state: 1, result: { approvalId: expect.any(Number), status: 1 } });
    expect(await on.read()).toEqual(before);
    const row = (await rulesApi.detail(asked.result.approvalId)).result;
    expect(row).toMatchObject({ action, status: 1, makerName: 'admin' });
    expect(row.changes.length).toBeGreaterThan(0);
    // The record's page shows it.
    const pending = (await rulesApi.pending(row.targetType, row.targetId)).result.list;
    expect(pending.map((r) => r.id)).toEqual([row.id]);
    const checker = approvalApi(await login('checker'));
    expect((await checker.approve(asked.result.approvalId)).result).toMatchObject({ status: 2 });
    expect(await on.read()).toEqual(on.applied);
  });
});
