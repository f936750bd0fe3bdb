// @vitest-environment node
// The balance ledger's bets (106) and payouts (101) are the player's bet orders, to the cent (mock-data.md 6.3.1).
import { beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { call, dateRange, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { GameBetOrder } from '@/api/game';
import type { BalanceLog, PlayerInfo, WalletTransfer } from '@/api/player';

withMockServer();

let token = '';
beforeEach(async () => {
  token = await login();
});

const cents = (n: number) => Math.round(n * 100);
const sumCents = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((s, r) => s + cents(pick(r)), 0);
/** Day `offset` (0 today, -1 yesterday) in UTC+8, as the contract's date filter. */
const dayRange = (offset: number) => {
  const start = startOfToday() + offset * DAY_MS;
  return dateRange(formatTime(start), formatTime(start + DAY_MS - 1000));
};

async function list<T>(path: string, query: Record<string, string | number>): Promise<T[]> {
  const rows: T[] = [];
  for (let current = 1; ; current++) {
    const res = await call<ListResult<T>>(path, { token, query: { ...query, current, pageSize: 1000 } });
    expect(res.state, `${path} ${JSON.stringify(query)}`).toBe(1);
    rows.push(...res.result.list);
    if (rows.length >= res.result.total) return rows;
  }
}

type Ledger = BalanceLog & { transType: number };
const ledger = (playerId: number, query: Record<string, string | number> = {}) =>
  list<Ledger>('/api/player/balanceLog', { playerId, ...query });
/** The player's orders of a day by bet time (dateType 1) or settlement time, failed ones left out. */
const orders = async (playerId: number, offset: number, byBetTime: boolean) =>
  (
    await list<GameBetOrder>('/api/game/betOrder/list', {
      playerId,
      date: dayRange(offset),
      ...(byBetTime ? { dateType: 1 } : {}),
    })
  ).filter((o) => o.status !== 3);

const balanceOf = async (playerId: number) =>
  (await call<{ info: PlayerInfo }>('/api/player/info', { token, query: { playerId } })).result.info.balance;

/** The whole ledger (newest first on the wire) is one chain: each row starts where the older one ended. */
async function expectChain(playerId: number) {
  const rows = (await ledger(playerId)).reverse();
  expect(rows.length).toBeGreaterThan(0);
  rows.forEach((r, i) => {
    expect(r.balanceBefore, `${playerId} ${r.refId}`).toBeGreaterThanOrEqual(0);
    expect(r.balanceAfter, `${playerId} ${r.refId}`).toBeGreaterThanOrEqual(0);
    expect(cents(r.balanceAfter) - cents(r.balanceBefore), r.refId).toBe(cents(r.amount));
    if (i > 0) expect(r.balanceBefore, `${playerId} ${r.refId}`).toBe(rows[i - 1]?.balanceAfter);
  });
  expect(rows.at(-1)?.balanceAfter).toBe(await balanceOf(playerId));
  return rows;
}

async function expectDayMatchesOrders(playerId: number, offset: number) {
  const date = dayRange(offset);
  const bets = await ledger(playerId, { date, transType: 106 });
  const payouts = await ledger(playerId, { date, transType: 101 });
  const betOrders = await orders(playerId, offset, true);
  const settled = await orders(playerId, offset, false);
  expect(
    sumCents(bets, (r) => r.amount),
    `${playerId} day ${offset} bets`,
  ).toBe(0 - sumCents(betOrders, (o) => o.betAmount));
  expect(
    sumCents(payouts, (r) => r.amount),
    `${playerId} day ${offset} payouts`,
  ).toBe(sumCents(settled, (o) => o.boundsAmount));
  // One row per order with a nonzero amount, under the order's id.
  expect(bets.map((r) => r.refId).sort()).toEqual(
    betOrders
      .filter((o) => o.betAmount)
      .map((o) => o.id)
      .sort(),
  );
  expect(payouts.map((r) => r.refId).sort()).toEqual(
    settled
      .filter((o) => o.boundsAmount)
      .map((o) => o.id)
      .sort(),
  );
  return betOrders.length;
}

it('times the global transfer list, first call and warm (printed, not asserted)', async () => {
  for (const label of ['first', 'warm', 'warm again']) {
    const t0 = performance.now();
    const res = await call<ListResult<WalletTransfer>>('/api/player/translateWallet/list', { token });
    console.log(`translateWallet/list ${label}: ${Math.round(performance.now() - t0)} ms (${res.result.total} rows)`);
  }
}, 120_000);

describe('the ledger of a player is its bet orders', () => {
  it('880001: each day 106 = -Σ betAmount and 101 = Σ boundsAmount of the non-failed orders, to the cent', async () => {
    for (const offset of [0, -1, -3, -6]) expect(await expectDayMatchesOrders(880001, offset)).toBeGreaterThan(0);
  }, 120_000);

  it('other active players agree too, and the whole chain is continuous, never negative and ends at the balance', async () => {
    const twoDaysAgo = await list<GameBetOrder>('/api/game/betOrder/list', { date: dayRange(-2) });
    const players = [...new Set(twoDaysAgo.map((o) => o.playerId))].filter((id) => id !== 880001).slice(0, 4);
    expect(players).toHaveLength(4);
    for (const id of [880001, ...players]) {
      for (const offset of [0, -2, -5]) await expectDayMatchesOrders(id, offset);
      await expectChain(id);
    }
  }, 180_000);
});

describe('a status change reaches the ledger at once', () => {
  const findOrder = async (path: string) => {
    for (const offset of [0, -1, -2, -3]) {
      const found = (await list<GameBetOrder>(path, { date: dayRange(offset) })).find((o) => o.betAmount > 0);
      if (found) return { order: found, offset };
    }
    throw new Error(`no order with a bet in ${path}`);
  };
  const rowsOf = async (o: GameBetOrder, offset: number) =>
    (await ledger(o.playerId, { date: dayRange(offset) })).filter((r) => r.refId === o.id);

  it('a pending order changed to failed loses its rows; the chain still ends at the balance', async () => {
    const { order, offset } = await findOrder('/api/game/pending/list');
    expect((await rowsOf(order, offset)).map((r) => r.transType)).toContain(106);
    const balance = await balanceOf(order.playerId);
    const res = await call('/api/game/betOrder/changeStatus', {
      token,
      body: { id: order.id, status: 3, remark: 'ledger test' },
    });
    expect(res.state).toBe(1);
    expect(await rowsOf(order, offset)).toEqual([]);
    await expectDayMatchesOrders(order.playerId, offset);
    expect(await balanceOf(order.playerId)).toBe(balance);
    await expectChain(order.playerId);
  }, 120_000);

  it('a failed order settled by hand (3 -> 1) gains its rows', async () => {
    const { order, offset } = await findOrder('/api/game/failed/list');
    expect(await rowsOf(order, offset)).toEqual([]);
    const res = await call('/api/game/betOrder/changeStatus', {
      token,
      body: { id: order.id, status: 1, remark: 'ok' },
    });
    expect(res.state).toBe(1);
    const rows = await rowsOf(order, offset);
    expect(rows.find((r) => r.transType === 106)?.amount).toBe(-order.betAmount);
    await expectDayMatchesOrders(order.playerId, offset);
    await expectChain(order.playerId);
  }, 120_000);
});
