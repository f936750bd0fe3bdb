// An operation-log row of a balance change an approval applied (operations.md 7.1, 7.2): the maker's row, naming the
// request and its checker. The screen tests of the log's detail and of a record's history append one to the mock's log.
import { mockNow } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import type { OpLogInput } from '@mocks/domain/staff/operation-log';

export function approvedBalanceRow(playerId: number, before: number, after: number): OpLogInput {
  return {
    userId: 1,
    username: 'ops',
    userType: 1,
    merchantTeamId: 0,
    merchantTeamName: '',
    merchantId: 0,
    merchantName: '',
    module: 'player.info',
    action: 'updateBalance',
    permission: 'player.updateBalance',
    method: 'POST',
    url: '/api/player/updateBalance',
    params: JSON.stringify({ playerId, balance: after - before }),
    status: 1,
    message: '操作成功',
    ip: '10.0.0.1',
    ipName: '内网',
    costMs: 12,
    operTime: formatTime(mockNow()),
    targetType: 'player',
    targetId: String(playerId),
    changes: [{ field: 'balance', before, after }],
    approvalId: 7,
    checkerName: 'checker',
  };
}
