// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUS, sampleOrder } from '@mocks/domain/orders/bet-orders';
import type { BetOrderSummary } from '@mocks/lib/bet-summary';
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { call, dateRange, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { BetOrder } from '@/api/game';

withMockServer();

type Row = BetOrder & { playerId: number; gameId: number; status: number; merchantTeamId: number };
type Adjustment = Row & { fromStatus: number; toStatus: number; operator: string };

const day = (offset: number, end = false) => formatTime(startOfToday() + offset * DAY_MS + (end ? DAY_MS - 1000 : 0));
const list = (path: string, query: Record<string, string | number> = {}) =>
  call<Omit<ListResult<Row>, 'summary'> & { summary: BetOrderSummary }>(path, { token, query });

let token = '';
beforeEach(async () => {
  token = await login();
});

describe('bet order list (all players)', () => {
  it('defaults to today, has thousands of rows, a summary over the filtered set, and stays the same between calls', async () => {
    const a = await list('/api/game/betOrder/list', { pageSize: 5 });
    const b = await list('/api/game/betOrder/list', { pageSize: 5 });
    expect(a.result.total).toBeGreaterThan(1000);
    expect(b.result).toEqual(a.result);
    expect(a.result.list.every((r) => r.balanceTime.startsWith(day(0).slice(0, 10)))).toBe(true);
    // Every currency's totals on their own (mocks/tests/bet-summary.test.ts checks them against the rows).
    expect(a.result.summary.byCurrency.length).toBeGreaterThan(1);
    for (const c of a.result.summary.byCurrency) expect(c.winAmount).toBeCloseTo(c.boundsAmount - c.betAmount, 1);
  });

  it('filters by game, player, team, status, order id / parent id and a 3-day range; refuses 8 days', async () => {
    const date = dateRange(day(-2), day(0, true));
    const byGame = await list('/api/game/betOrder/list', { gameId: 1001, date, pageSize: 1000 });
    expect(byGame.result.total).toBeGreaterThan(0);
    expect(byGame.result.list.every((r) => r.gameId === 1001)).toBe(true);
    const first = byGame.result.list[0]!;
    const byPlayer = await list('/api/game/betOrder/list', { playerId: first.playerId, date, pageSize: 1000 });
    expect(byPlayer.result.list.every((r) => r.playerId === first.playerId)).toBe(true);
    const byTeam = await list('/api/game/betOrder/list', { merchantTeamId: 2, pageSize: 50 });
    expect(byTeam.result.list.every((r) => r.merchantTeamId === 2)).toBe(true);
    const byId = await list('/api/game/betOrder/list', { id: first.id, date });
    expect(byId.result.list.map((r) => r.id)).toEqual([first.id]);
    const byPid = await list('/api/game/betOrder/list', { id: first.pid, idType: 'pid', date });
    expect(byPid.result.list.every((r) => r.pid === first.pid)).toBe(true);
    const pending = await list('/api/game/betOrder/list', { status: 2, pageSize: 1000 });
    expect(pending.result.list.every((r) => r.status === 2)).toBe(true);
    const long = await call('/api/game/betOrder/list', {
      token,
      lang: 'en-US',
      query: { date: dateRange(day(-7), day(0, true)) },
    });
    expect(long).toMatchObject({ state: 0, msg: 'The time range cannot exceed 7 days' });
  });

  it('pending and failed lists hold only their status', async () => {
    const pending = await list('/api/game/pending/list', { pageSize: 1000 });
    const failed = await list('/api/game/failed/list', { pageSize: 1000 });
    expect(pending.result.total).toBeGreaterThan(0);
    expect(failed.result.total).toBeGreaterThan(0);
    expect(pending.result.list.every((r) => r.status === 2)).toBe(true);
    expect(failed.result.list.every((r) => r.status === 3)).toBe(true);
  });
});

describe('change status', () => {
  const change = (id: string, status: number) =>
    call('/api/game/betOrder/changeStatus', { token, body: { id, status } });

  it('pending -> failed -> success are allowed and show up as adjustments; other moves are refused', async () => {
    const order = sampleOrder(ORDER_STATUS.pending)!;
    expect((await change(order.id, ORDER_STATUS.failed)).state).toBe(1);
    expect((await change(order.id, ORDER_STATUS.pending)).state).toBe(0);
    expect((await change(order.id, ORDER_STATUS.success)).state).toBe(1);
    const refused = await change(order.id, ORDER_STATUS.failed);
    expect(refused).toMatchObject({ state: 0, msg: '当前状态不允许变更为目标状态' });
    const adjustments = await call<ListResult<Adjustment>>('/api/game/adjustment/list', { token });
    expect(adjustments.result.list.map((a) => [a.id, a.fromStatus, a.toStatus, a.operator])).toEqual([
      [order.id, 3, 1, 'admin'],
      [order.id, 2, 3, 'admin'],
    ]);
    const pending = await list('/api/game/pending/list', { id: order.id });
    expect(pending.result.total).toBe(0);
    const now = await list('/api/game/betOrder/list', { id: order.id });
    expect(now.result.list[0]?.status).toBe(1);
  });

  it('refuses a success order and an unknown id', async () => {
    const success = sampleOrder(ORDER_STATUS.success)!;
    expect((await change(success.id, ORDER_STATUS.failed)).state).toBe(0);
    expect((await change('nope', ORDER_STATUS.success)).state).toBe(0);
  });
});
