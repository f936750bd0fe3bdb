// @vitest-environment node
// The balance rule end to end (operations.md 7.1): a change at or over 10,000 CNY becomes a request and changes
// nothing; under it applies at once, also while a request is pending; a second request on the same player is refused;
// the checker approves and the balance moves once, as the maker's change.
import { describe, expect, it } from 'vitest';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { makerAndChecker } from '@mocks/system/tests/approval-client';

withMockServer();

const PLAYER = 880001;

describe('a guarded balance change', () => {
  it('answers the request instead of applying, in each language', async () => {
    const { ops } = await makerAndChecker();
    const before = await ops.balance(PLAYER);
    const asked = await ops.updateBalance(PLAYER, 20000);
    expect(asked.state).toBe(1);
    expect(asked.result).toEqual({ approvalId: expect.any(Number), status: 1 });
    const id = asked.result?.approvalId ?? 0;
    expect(asked.msg).toBe(`已提交审批，编号 ${id}`);
    expect(await ops.balance(PLAYER)).toBe(before);
    const row = (await ops.detail(id)).result;
    expect(row).toMatchObject({
      action: 'player.updateBalance',
      module: 'player.page',
      targetType: 'player',
      targetId: String(PLAYER),
      changes: [{ field: 'balance', before, after: Math.round((before + 20000) * 100) / 100 }],
      amountCny: 20000,
      reason: 'approval test',
      makerName: 'ops',
      status: 1,
    });
  });

  it.each([
    ['en-US', 'Submitted for approval #{id}', 'This record already has a pending request #{id}'],
    ['pt-BR', 'Enviado para aprovação nº {id}', 'Este registro já tem uma solicitação pendente nº {id}'],
  ])('answers and refuses in %s', async (lang, submitted, duplicate) => {
    const { ops } = await makerAndChecker(lang);
    const asked = await ops.updateBalance(PLAYER, 10000);
    const id = String(asked.result?.approvalId);
    expect(asked.msg).toBe(submitted.replace('{id}', id));
    expect((await ops.updateBalance(PLAYER, 10000)).msg).toBe(duplicate.replace('{id}', id));
  });

  it('applies under the threshold, also while a request is pending; a second guarded one is refused', async () => {
    const { ops } = await makerAndChecker();
    const before = await ops.balance(PLAYER);
    const id = (await ops.updateBalance(PLAYER, 10000)).result?.approvalId;
    const small = await ops.updateBalance(PLAYER, 9999.99);
    expect(small).toMatchObject({ state: 1, result: null });
    expect(await ops.balance(PLAYER)).toBeCloseTo(before + 9999.99, 2);
    const again = await ops.updateBalance(PLAYER, -15000);
    expect(again).toMatchObject({ state: 0, msg: `该记录已有待审批的申请 #${id}` });
  });

  it('is approved by the checker and then moves the balance once, by the amount asked', async () => {
    const { ops, checker } = await makerAndChecker();
    const before = await ops.balance(PLAYER);
    const id = (await ops.updateBalance(PLAYER, 12345.67)).result?.approvalId ?? 0;
    expect(await checker.count()).toBe(4);
    const approved = await checker.approve(id, '核对无误');
    expect(approved).toMatchObject({ state: 1, result: { status: 2, resultMsg: '操作成功' } });
    expect(await ops.balance(PLAYER)).toBeCloseTo(before + 12345.67, 2);
    expect((await checker.approve(id)).msg).toBe('该申请已不是待审批状态');
    expect(await ops.balance(PLAYER)).toBeCloseTo(before + 12345.67, 2);
    expect((await checker.detail(id)).result).toMatchObject({ status: 2, checkerName: 'checker' });
  });
});
