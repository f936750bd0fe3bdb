// One compact aggregate per UTC+8 day of the bet orders (mock-data.md 6.2), cached for the whole history: the counted
// orders (README 0.1) summed by (game, merchant, currency) and by (player, game), and the single-wallet players'
// settled and pending orders by (merchant, currency) for the bet diff (reports.md 3.7), and the counted rounds
// (day-rounds.ts) for the control pages. Reports read only these, so a
// 31-day report never touches the raw orders. A status change rebuilds just its order's day; today's aggregate also
// follows the data horizon.
import { findOrder, ORDER_STATUS, settledOrdersOfDay } from '@mocks/game/db/bet-orders';
import { dataHorizon } from '@mocks/lib/horizon';
import { db } from '@mocks/lib/store';
import { DAY_MS, parseTime, startOfDay } from '@mocks/lib/time';
import { countedRounds, type RoundTuple } from '@mocks/report/db/day-rounds';
import { historyStart } from '@mocks/report/db/period';
import { addOrder, cents, emptySums, type Sums } from '@mocks/report/db/sums';

export type OrderCell = {
  gameId: number;
  merchantTeamId: number;
  merchantId: number;
  currencyCode: string;
  /** Set on the (player, game) cells. */
  playerId: number;
  players: number[];
  sums: Sums;
};

export type BetDiffCell = {
  merchantTeamId: number;
  merchantId: number;
  currencyCode: string;
  /** status 1 or 2, Σ(bounds − bet) in cents */
  platformCount: number;
  platformCents: number;
  /** status 1 only */
  merchantCount: number;
  merchantCents: number;
};

export type DayAggregate = {
  day: number;
  cells: OrderCell[];
  playerCells: OrderCell[];
  betDiff: BetDiffCell[];
  /** The day's counted rounds (day-rounds.ts), for the control pages. */
  rounds: RoundTuple[];
};

function build(day: number): DayAggregate {
  const cells = new Map<string, OrderCell & { seen: Set<number> }>();
  const playerCells = new Map<string, OrderCell>();
  const betDiff = new Map<string, BetDiffCell>();
  const orders = settledOrdersOfDay(day);
  for (const { order: o, player, status } of orders) {
    const org = { merchantTeamId: player.merchantTeamId, merchantId: player.merchantId, currencyCode: o.currencyCode };
    if (status === ORDER_STATUS.success) {
      const key = `${o.gameId}|${player.merchantId}|${o.currencyCode}`;
      let cell = cells.get(key);
      if (!cell)
        cells.set(
          key,
          (cell = { gameId: o.gameId, ...org, playerId: 0, players: [], seen: new Set(), sums: emptySums() }),
        );
      addOrder(cell.sums, o);
      if (!cell.seen.has(player.id)) {
        cell.seen.add(player.id);
        cell.players.push(player.id);
      }
      const pKey = `${player.id}|${o.gameId}`;
      let pCell = playerCells.get(pKey);
      if (!pCell) {
        pCell = { gameId: o.gameId, ...org, playerId: player.id, players: [player.id], sums: emptySums() };
        playerCells.set(pKey, pCell);
      }
      addOrder(pCell.sums, o);
    }
    if (player.walletType === 2 && status !== ORDER_STATUS.failed) {
      const key = `${player.merchantId}|${o.currencyCode}`;
      let cell = betDiff.get(key);
      if (!cell) {
        cell = { ...org, platformCount: 0, platformCents: 0, merchantCount: 0, merchantCents: 0 };
        betDiff.set(key, cell);
      }
      const win = cents(o.boundsAmount) - cents(o.betAmount);
      cell.platformCount += 1;
      cell.platformCents += win;
      if (status === ORDER_STATUS.success) {
        cell.merchantCount += 1;
        cell.merchantCents += win;
      }
    }
  }
  return {
    day,
    cells: [...cells.values()].map(({ seen: _seen, ...cell }) => cell),
    playerCells: [...playerCells.values()],
    betDiff: [...betDiff.values()],
    rounds: countedRounds(orders.filter((o) => o.status === ORDER_STATUS.success)),
  };
}

type Entry = { aggregate: DayAggregate; horizon: number };
const cache = new Map<number, Entry>();
let seenChanges: string[] = [];

function dayOfTime(text: string): number | undefined {
  const at = parseTime(text);
  return at === null ? undefined : startOfDay(at);
}

/** Drops the days of orders whose status changed since the last call (or changed back, after a store reset). */
function dropChangedDays(): void {
  const changes = db().game.betOrderChanges;
  const now = changes.map((c) => `${c.seq}:${c.orderId}:${c.toStatus}:${c.at}`);
  const isPrefix = seenChanges.length <= now.length && seenChanges.every((sig, i) => now[i] === sig);
  const stale = isPrefix ? now.slice(seenChanges.length) : [...seenChanges, ...now];
  for (const sig of stale) {
    const order = findOrder(sig.split(':')[1] ?? '');
    if (!order) continue;
    for (const day of [dayOfTime(order.balanceTime), dayOfTime(order.betTime)])
      if (day !== undefined) cache.delete(day);
  }
  seenChanges = now;
}

/** The aggregate of one day (a day start in ms), built once and reused until an order of it changes. */
export function dayAggregate(day: number): DayAggregate {
  dropChangedDays();
  const horizon = Math.min(dataHorizon(), day + DAY_MS - 1);
  const hit = cache.get(day);
  if (hit && hit.horizon === horizon) return hit.aggregate;
  const aggregate = build(day);
  // Days that left the history window are never read again.
  for (const old of cache.keys()) if (old < historyStart()) cache.delete(old);
  cache.set(day, { aggregate, horizon });
  return aggregate;
}

/** For tests and the benchmark: forget every cached day. */
export function clearDayAggregates(): void {
  cache.clear();
}
