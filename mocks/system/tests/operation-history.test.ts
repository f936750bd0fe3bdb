// @vitest-environment node
// GET /api/system/operationLog/history (operations.md 7.2): a record's rows from both logs over the whole retention
// (the seeded rows are older than the log's 7 days), newest first, the key of a page that shows the record, and for a
// type 2/3 caller only records of its scope.
import { describe, expect, it } from 'vitest';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { getPlayer } from '@mocks/domain/players/players';
import { openSession } from '@mocks/domain/staff/sessions';
import { DAY_MS, parseTime, startOfToday } from '@mocks/lib/time';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult, UserType } from '@/api/common';
import type { OpLogRow } from '@/api/system-logs';

withMockServer();

const history = (token: string, targetType: string, targetId: string | number, more = {}) =>
  call<ListResult<OpLogRow>>('/api/system/operationLog/history', {
    token,
    query: { targetType, targetId: String(targetId), ...more },
  });

const userOf = (keys: string[], type: UserType = 1, merchantTeamId = 0, merchantId = 0) =>
  openSession(addTestAccount(keys, { type, merchantTeamId, merchantId }));

describe('change history', () => {
  it('reads the whole retention, newest first, from both logs', async () => {
    const admin = await login();
    await call('/api/player/update', { token: admin, body: { id: 880001, nickName: '今日昵称' } });
    const res = await history(admin, 'player', 880001);
    expect(res.state, res.msg).toBe(1);
    const rows = res.result.list;
    expect(rows[0]?.changes).toContainEqual(expect.objectContaining({ field: 'nickName', after: '今日昵称' }));
    const weekAgo = startOfToday() - 7 * DAY_MS;
    expect(rows.filter((r) => (parseTime(r.operTime) ?? 0) < weekAgo).length).toBeGreaterThanOrEqual(3);
    const times = rows.map((r) => r.operTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(rows.map((r) => r.userType))).toEqual(new Set([1, 2]));
    expect(rows.every((r) => r.targetType === 'player' && r.targetId === '880001')).toBe(true);
    const merchant = await history(admin, 'merchant', 101);
    expect(merchant.result.total).toBeGreaterThanOrEqual(3);
    const paged = await history(admin, 'player', 880001, { current: 2, pageSize: 2 });
    expect(paged.result.list).toEqual(rows.slice(2, 4));
  });

  it('needs the key of a page that shows the record', async () => {
    const players = userOf(['player.page']);
    expect((await history(players, 'player', 880001)).state).toBe(1);
    const refused = await history(players, 'merchant', 101);
    expect([refused.state, refused.msg]).toEqual([0, '无权限']);
    expect((await history(userOf(['merchant.index']), 'merchant', 101)).state).toBe(1);
    expect((await history(userOf(['player.info']), 'player', 880001)).state).toBe(1);
    expect((await history(userOf(['system.operationLog']), 'player', 880001)).state).toBe(0);
  });

  it('gives a type 2/3 caller only records of its scope', async () => {
    const player = getPlayer(880001)!;
    const own = userOf(['player.page'], 3, player.merchantTeamId, player.merchantId);
    expect((await history(own, 'player', 880001)).result.total).toBeGreaterThanOrEqual(3);
    const other = userOf(['player.page'], 3, player.merchantTeamId, player.merchantId + 1);
    expect((await history(other, 'player', 880001)).result).toEqual({ list: [], total: 0 });
    const team = userOf(['merchant.index'], 2, player.merchantTeamId);
    expect((await history(team, 'merchant', player.merchantId)).result.total).toBeGreaterThan(0);
    const otherTeam = userOf(['merchant.index'], 2, player.merchantTeamId + 1);
    expect((await history(otherTeam, 'merchant', player.merchantId)).result.total).toBe(0);
  });

  it('keeps one record of a batch, its changes named without the id', async () => {
    const admin = await login();
    const res = await call('/api/game/index/batchSet', { token: admin, body: { ids: [1001, 1002], rtp: 95.55 } });
    expect(res.state, res.msg).toBe(1);
    const rows = (await history(admin, 'game', 1002)).result.list;
    expect(rows[0]?.targetId).toBe('1002');
    expect(rows[0]?.changes).toEqual([expect.objectContaining({ field: 'rtp', after: 95.55 })]);
  });
});
