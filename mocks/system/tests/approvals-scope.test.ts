// @vitest-environment node
// A type 2/3 maker (operations.md 7.1): its guarded call becomes a request it sees through `pending` on the record
// and may withdraw; `pending` needs the record page's key and keeps to the caller's scope (README 0.4); a checker's
// approval applies the call as that maker, in the maker's scope.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { openSession } from '@mocks/domain/staff/sessions';
import { login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { approvalApi } from '@mocks/system/tests/approval-client';

withMockServer();

// A CNY player of 金龙娱乐 (101, team 1).
const PLAYER = 880001;

async function teamRequest() {
  const team = approvalApi(await login('team'));
  const id = (await team.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0;
  return { team, id };
}

describe('a type 2 maker', () => {
  it('gets the submitted answer, and sees the request on the player, as does its merchant', async () => {
    const { team, id } = await teamRequest();
    expect(id).toBeGreaterThan(0);
    const mine = (await team.pending('player', PLAYER)).result.list;
    expect(mine.map((r) => [r.id, r.makerName, r.status])).toEqual([[id, 'team', 1]]);
    const merchant = approvalApi(await login('merchant'));
    expect((await merchant.pending('player', PLAYER)).result.list.map((r) => r.id)).toEqual([id]);
  });

  it('pending: another scope sees nothing, a caller without the record page’s key is refused', async () => {
    const { id } = await teamRequest();
    const other = approvalApi(
      openSession(addTestAccount(['player.page'], { type: 3, merchantTeamId: 2, merchantId: 201 })),
    );
    expect((await other.pending('player', PLAYER)).result.list).toEqual([]);
    const control = approvalApi(openSession(addTestAccount(['control.game'])));
    expect((await control.pending('player', PLAYER)).msg).toBe('无权限');
    const info = approvalApi(openSession(addTestAccount(['player.info'])));
    expect((await info.pending('player', PLAYER)).result.list.map((r) => r.id)).toEqual([id]);
    expect((await info.pending('nothing', PLAYER)).msg).toBe('请指定记录');
  });

  it('withdraws its own; no one else may, and another scope is told it does not exist', async () => {
    const { team, id } = await teamRequest();
    const merchant = approvalApi(await login('merchant'));
    expect((await merchant.withdraw(id)).msg).toBe('只有提交人可以撤回申请');
    const other = approvalApi(openSession(addTestAccount([], { type: 3, merchantTeamId: 2, merchantId: 201 })));
    expect((await other.withdraw(id)).msg).toBe('审批申请不存在');
    expect((await team.withdraw(id)).state).toBe(1);
    expect((await team.pending('player', PLAYER)).result.list).toEqual([]);
  });

  it('has its call applied as its own when a checker approves', async () => {
    const { team, id } = await teamRequest();
    const before = await team.balance(PLAYER);
    const checker = approvalApi(await login('checker'));
    expect((await checker.approve(id)).result).toEqual({ status: 2, resultMsg: '操作成功' });
    expect(await team.balance(PLAYER)).toBeCloseTo(before + 20000, 2);
  });
});
