// @vitest-environment node
// The operation log (operations.md 7.1, system.md 4.7): the request, the decision and the applied change are three
// rows, each naming the approval and the record; the applied change is the original action with the maker's name
// and the checker's.
import { describe, expect, it } from 'vitest';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { makerAndChecker } from '@mocks/system/tests/approval-client';
import type { ListResult } from '@/api/common';
import type { OpLogRow } from '@/api/system-logs';

withMockServer();

const PLAYER = 880001;

async function rowsOf(approvalId: number) {
  const token = await login();
  const rows = (await call<ListResult<OpLogRow>>('/api/system/operationLog/list', { token, query: { pageSize: 100 } }))
    .result.list;
  return rows.filter((r) => r.approvalId === approvalId).reverse();
}

const target = { targetType: 'player', targetId: String(PLAYER) };

describe('an approved request in the log', () => {
  it('is three rows: the request, the applied change (as the maker) and the decision', async () => {
    const { ops, checker } = await makerAndChecker();
    const before = await ops.balance(PLAYER);
    const id = (await ops.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0;
    await checker.approve(id, '核对无误');
    const [request, applied, decision, ...more] = await rowsOf(id);
    expect(more).toEqual([]);
    expect(request).toMatchObject({
      ...target,
      username: 'ops',
      module: 'player.info',
      action: 'updateBalance',
      status: 1,
      message: `已提交审批，编号 ${id}`,
      checkerName: '',
    });
    expect(applied).toMatchObject({
      ...target,
      username: 'ops',
      module: 'player.info',
      action: 'updateBalance',
      permission: 'player.updateBalance',
      url: '/api/player/updateBalance',
      status: 1,
      checkerName: 'checker',
      changes: [{ field: 'balance', before, after: Math.round((before + 20000) * 100) / 100 }],
    });
    expect(decision).toMatchObject({
      ...target,
      username: 'checker',
      module: 'system.approval',
      action: 'approve',
      status: 1,
      checkerName: 'checker',
    });
  });

  it('a rejection is two rows (no change applied); a refused decision names the approval but no checker', async () => {
    const { ops, checker } = await makerAndChecker();
    const id = (await ops.updateBalance(PLAYER, 20000)).result?.approvalId ?? 0;
    await ops.approve(id);
    await checker.reject(id, '金额不符，驳回');
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.username, r.action, r.status, r.checkerName])).toEqual([
      ['ops', 'updateBalance', 1, ''],
      ['ops', 'approve', 0, ''],
      ['checker', 'reject', 1, 'checker'],
    ]);
  });
});
