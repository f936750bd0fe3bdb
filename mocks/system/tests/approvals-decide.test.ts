// @vitest-environment node
// Deciding (operations.md 7.1): the maker never decides; deciding needs system.approval.review and the guarded
// action's own key; the page's calls are platform-only; reject needs a 4-200 character remark; only the maker
// withdraws, only while pending; the count is what this user could decide now.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { approvalApi, makerAndChecker } from '@mocks/system/tests/approval-client';

withMockServer();

const PLAYER = 880001;
const holding = (keys: string[], type: 1 | 2 | 3 = 1) =>
  approvalApi(openSession(addTestAccount(keys, { type, merchantTeamId: 1, merchantId: type === 3 ? 101 : 0 })));

async function request() {
  const { ops, checker } = await makerAndChecker();
  const id = (await ops.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0;
  return { ops, checker, id };
}

describe('deciding', () => {
  it('is never the maker’s: ops holds review but cannot decide its own request', async () => {
    const { ops, id } = await request();
    expect(await ops.approve(id)).toMatchObject({ state: 0, msg: '不能审批自己提交的申请' });
    expect(await ops.reject(id, '自己驳回自己')).toMatchObject({ state: 0, msg: '不能审批自己提交的申请' });
    expect((await ops.detail(id)).result.status).toBe(1);
  });

  it('needs system.approval.review and the action’s own key', async () => {
    const { id } = await request();
    const noAction = holding(['system.approval', 'system.approval.review']);
    const noReview = holding(['system.approval', 'player.updateBalance']);
    expect((await noAction.approve(id)).msg).toBe('无权限');
    expect((await noReview.approve(id)).msg).toBe('无权限');
    expect((await noAction.reject(id, '没有权限')).msg).toBe('无权限');
    expect(await noAction.count()).toBe(0);
    const both = holding(['system.approval', 'system.approval.review', 'player.updateBalance']);
    expect(await both.count()).toBe(4);
    expect((await both.reject(id, '金额不符')).state).toBe(1);
    expect(await both.count()).toBe(3);
  });

  it('is platform-only: a type 2/3 user holding every key is refused the page’s calls', async () => {
    const { id } = await request();
    const keys = ['system.approval', 'system.approval.review', 'system.approval.rule', 'player.updateBalance'];
    for (const type of [2, 3] as const) {
      const user = holding(keys, type);
      expect((await user.list()).msg).toBe('无权限');
      expect((await user.detail(id)).msg).toBe('无权限');
      expect(await user.count()).toBeUndefined();
      expect((await user.approve(id)).msg).toBe('无权限');
      expect((await user.reject(id, '平台以外')).msg).toBe('无权限');
      expect((await user.saveRule('player.updateBalance', false)).msg).toBe('无权限');
    }
  });

  it('rejects with a remark of 4-200 characters, trimmed', async () => {
    const { checker, id } = await request();
    expect((await checker.reject(id, '  不对  ')).msg).toBe('审批意见须为 4 到 200 个字符');
    expect((await checker.reject(id, '字'.repeat(201))).state).toBe(0);
    expect(await checker.reject(id, '金额与工单不符')).toMatchObject({ state: 1, result: null });
    expect((await checker.detail(id)).result).toMatchObject({
      status: 3,
      checkerName: 'checker',
      checkerRemark: '金额与工单不符',
    });
    expect((await checker.approve(id)).msg).toBe('该申请已不是待审批状态');
  });

  it('withdraw: the maker only, while pending; then no one decides it and a new request may follow', async () => {
    const { ops, checker, id } = await request();
    expect((await checker.withdraw(id)).msg).toBe('只有提交人可以撤回申请');
    expect(await ops.withdraw(id)).toMatchObject({ state: 1, result: null });
    expect((await ops.withdraw(id)).msg).toBe('该申请已不是待审批状态');
    expect((await checker.approve(id)).msg).toBe('该申请已不是待审批状态');
    expect((await checker.detail(id)).result.status).toBe(4);
    expect((await ops.updateBalance(PLAYER, 20000)).result?.status).toBe(1);
  });

  it('count: the seeded three for the checker, none for a user without the action key; the page lists them', async () => {
    const { ops, checker } = await makerAndChecker();
    expect(await checker.count()).toBe(3);
    expect(await ops.count()).toBe(0);
    const pending = (await checker.list({ status: 1 })).result.list;
    expect(pending.map((r) => r.makerName)).toEqual(['ops', 'ops', 'ops']);
    expect(pending.some((r) => (r.amountCny ?? 0) > 50000)).toBe(true);
  });

  it('approves as the maker now: a maker disabled since is refused (6); a remark over 200 is refused', async () => {
    const { checker, id } = await request();
    expect((await checker.approve(id, '长'.repeat(201))).msg).toBe('审批意见须为 4 到 200 个字符');
    const admin = await login();
    const ops = { id: 6, username: 'ops', nickname: '平台运营', password: '', roleId: 5, status: 0, remark: '' };
    expect((await call('/api/system/authUser/save', { token: admin, body: ops })).msg).toBe('操作成功');
    expect((await checker.approve(id)).result).toEqual({ status: 6, resultMsg: '提交人账号已不可用' });
  });
});
