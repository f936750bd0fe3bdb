// One compact aggregate per UTC+8 day of the bet orders (mock-data.md 6.2), cached for the whole history: the counted
// orders (README 0.1) summed by (game, merchant, currency) and by (player, game), and the single-wallet players'
// settled and pending orders by (merchant, currency) for the bet diff (reports.md 3.7), and the counted rounds
// (day-rounds.ts) for the control pages. Reports read only these, so a
// 31-day report never touches the raw orders. A status change rebuilds just its order's day; today's aggregate also
// follows the data horizon, by adding the orders settled since its last read (the day's orders are generated once,
// in settlement order), so a call during the day costs the orders that came in, not the whole day.
import { findOrder, ORDER_STATUS, settledOrdersOfDay } from '@mocks/domain/orders/bet-orders';
import { dataHorizon } from '@mocks/lib/horizon';
import { db } from '@mocks/domain/store';
import { DAY_MS, parseTime, startOfDay } from '@mocks/lib/time';
import { countedRounds, type RoundTuple } from '@mocks/domain/reports/day-rounds';
import { historyStart } from '@mocks/domain/reports/period';
import { addOrder, addSums, cents, emptySums, type Sums } from '@mocks/domain/reports/sums';
import { countedGameSums, type GameDayCell } from '@mocks/domain/reports/counted-game-sums';

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

type Settled = ReturnType<typeof settledOrdersOfDay>[number];

/** A day's aggregate under construction: orders are added in settlement order, so today's follows the horizon by
 * adding the orders settled since its last read instead of regenerating and re-adding the whole day. */
type Builder = {
  day: number;
  /** Every order of the day up to its end, by settlement time; `next` is the first not yet added. */
  orders: Settled[];
  next: number;
  cells: Map<string, OrderCell & { seen: Set<number> }>;
  playerCells: Map<string, OrderCell>;
  betDiff: Map<string, BetDiffCell>;
  rounds: Map<string, RoundTuple>;
  /** Counted children whose base order is not added yet (a round's base settles first; kept for safety). */
  orphans: Settled[];
};

function add(b: Builder, { order: o, player, status }: Settled, withRound: boolean): void {
  // Built only when a cell opens: this runs for every order of the day.
  const orgOf = () => ({
    merchantTeamId: player.merchantTeamId,
    merchantId: player.merchantId,
    currencyCode: o.currencyCode,
  });
  if (status === ORDER_STATUS.success) {
    const key = `${o.gameId}|${player.merchantId}|${o.currencyCode}`;
    let cell = b.cells.get(key);
    if (!cell)
      b.cells.set(
        key,
        (cell = { gameId: o.gameId, ...orgOf(), playerId: 0, players: [], seen: new Set(), sums: emptySums() }),
      );
    addOrder(cell.sums, o);
    if (!cell.seen.has(player.id)) {
      cell.seen.add(player.id);
      cell.players.push(player.id);
    }
    const pKey = `${player.id}|${o.gameId}`;
    let pCell = b.playerCells.get(pKey);
    if (!pCell) {
      pCell = { gameId: o.gameId, ...orgOf(), playerId: player.id, players: [player.id], sums: emptySums() };
      b.playerCells.set(pKey, pCell);
    }
    addOrder(pCell.sums, o);
    if (withRound) addRound(b, { order: o, player, status });
  }
  if (player.walletType === 2 && status !== ORDER_STATUS.failed) {
    const key = `${player.merchantId}|${o.currencyCode}`;
    let cell = b.betDiff.get(key);
    if (!cell) {
      cell = { ...orgOf(), platformCount: 0, platformCents: 0, merchantCount: 0, merchantCents: 0 };
      b.betDiff.set(key, cell);
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

/** A counted order into its round (day-rounds.ts: a base opens it, counted children add their payout). */
function addRound(b: Builder, settled: Settled): void {
  const o = settled.order;
  if (o.betAmount > 0) {
    const [round] = countedRounds([settled]);
    if (!round) return;
    b.rounds.set(o.pid, round);
    const waiting = b.orphans.filter((c) => c.order.pid === o.pid);
    if (waiting.length) {
      b.orphans = b.orphans.filter((c) => c.order.pid !== o.pid);
      for (const child of waiting) addRound(b, child);
    }
    return;
  }
  const round = b.rounds.get(o.pid);
  if (!round) {
    b.orphans.push(settled);
    return;
  }
  round.payoutCents += cents(o.boundsAmount);
  round.poolWinCents += cents(o.prizePoolWinAmount);
  round.settleAt = Math.max(round.settleAt, o.balanceAt);
}

const emptyBuilder = (day: number, orders: Settled[]): Builder => ({
  day,
  orders,
  next: 0,
  cells: new Map(),
  playerCells: new Map(),
  betDiff: new Map(),
  rounds: new Map(),
  orphans: [],
});

let generated = 0;

/** For tests: how many times a day's orders were generated into an aggregate. */
export const dayGenerations = () => generated;

/** A completed day in one pass (its orders in any order, rounds joined at the end); kept nowhere. */
function wholeDay(day: number): DayAggregate {
  generated += 1;
  const b = emptyBuilder(day, []);
  const orders = settledOrdersOfDay(day);
  for (const settled of orders) add(b, settled, false);
  const counted = orders.filter((o) => o.status === ORDER_STATUS.success);
  for (const round of countedRounds(counted)) b.rounds.set(round.pid, round);
  return snapshot(b);
}

/** The day still under way: every order up to its end generated once, in settlement order, added up to `horizon`. */
function partialDay(day: number): Builder {
  generated += 1;
  const orders = settledOrdersOfDay(day, day + DAY_MS - 1).sort((a, b) => a.order.balanceAt - b.order.balanceAt);
  return emptyBuilder(day, orders);
}

/** Adds the orders settled by `horizon` and answers the aggregate as of then: a new object, so the readers' caches
 * keyed by it see the change. */
function advance(b: Builder, horizon: number): DayAggregate {
  while (b.next < b.orders.length && b.orders[b.next]!.order.balanceAt <= horizon) add(b, b.orders[b.next++]!, true);
  return snapshot(b);
}

function snapshot(b: Builder): DayAggregate {
  return {
    day: b.day,
    cells: [...b.cells.values()].map(({ seen: _seen, ...cell }) => cell),
    playerCells: [...b.playerCells.values()],
    betDiff: [...b.betDiff.values()],
    rounds: [...b.rounds.values()],
  };
}

type Entry = { aggregate: DayAggregate; horizon: number; builder?: Builder };
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
      if (day !== undefined) {
        cache.delete(day);
        gameCells.delete(day);
      }
  }
  seenChanges = now;
}

/** A day's game cells: of every game (`games` null), or of those in `games` only (the walk back's). */
const gameCells = new Map<number, { horizon: number; cells: GameDayCell[]; games: ReadonlySet<number> | null }>();

/**
 * The counted sums of one day by (game, currency), the sums of `dayAggregate(day).cells` over merchants: read from the
 * day's aggregate when it is built, else added up from the generator's draws without building the day's orders
 * (counted-game-sums.ts; kept per day like the aggregates, and dropped with them). control.game's working RTP walks
 * back day by day until a game's last correction, over the whole history for a game that never left its tolerance:
 * the full aggregates (player cells, rounds, the bet diff) cost five times these there, and the page reads nothing
 * else of them. `games`: only those games' cells are needed (the answer may hold others): a day not added up adds
 * theirs only, and keeps them for the next such call (a walk back needs the few games still walking).
 */
export function dayGameCells(day: number, games?: ReadonlySet<number>): readonly GameDayCell[] {
  dropChangedDays();
  const horizon = Math.min(dataHorizon(), day + DAY_MS - 1);
  const built = cache.get(day);
  const source = built && built.horizon === horizon ? built.aggregate.cells : null;
  const kept = gameCells.get(day);
  const hit = kept && kept.horizon === horizon ? kept : undefined;
  if (!source && hit) {
    const covered = hit.games;
    if (!covered || (games && [...games].every((g) => covered.has(g)))) return hit.cells;
  }
  if (!source && games) {
    const missing = new Set([...games].filter((g) => !hit?.games?.has(g)));
    const cells = [...(hit?.cells ?? []), ...countedGameSums(day, horizon, missing)];
    gameCells.set(day, { horizon, cells, games: new Set([...(hit?.games ?? []), ...missing]) });
    return cells;
  }
  let cells: GameDayCell[];
  if (source) {
    const out = new Map<string, GameDayCell>();
    for (const c of source) {
      const key = `${c.gameId}|${c.currencyCode}`;
      let cell = out.get(key);
      if (!cell) out.set(key, (cell = { gameId: c.gameId, currencyCode: c.currencyCode, sums: emptySums() }));
      addSums(cell.sums, c.sums);
    }
    cells = [...out.values()];
  } else cells = countedGameSums(day, horizon);
  gameCells.set(day, { horizon, cells, games: null });
  return cells;
}

/** The aggregate of one day (a day start in ms), built once and reused until an order of it changes. */
export function dayAggregate(day: number): DayAggregate {
  dropChangedDays();
  const horizon = Math.min(dataHorizon(), day + DAY_MS - 1);
  const hit = cache.get(day);
  if (hit && hit.horizon === horizon) return hit.aggregate;
  let entry: Entry;
  if (horizon >= day + DAY_MS - 1) entry = { aggregate: wholeDay(day), horizon };
  else {
    // The horizon only moves forward within a day; a clock set back (a test's skew) starts the day again.
    const builder = hit?.builder && hit.horizon < horizon ? hit.builder : partialDay(day);
    entry = { aggregate: advance(builder, horizon), horizon, builder };
  }
  // Days that left the history window are never read again.
  for (const old of cache.keys()) if (old < historyStart()) cache.delete(old);
  for (const old of gameCells.keys()) if (old < historyStart()) gameCells.delete(old);
  cache.set(day, entry);
  return entry.aggregate;
}

/** For tests and the benchmark: forget one cached day, or every one. */
export function clearDayAggregates(day?: number): void {
  if (day === undefined) {
    cache.clear();
    gameCells.clear();
  } else {
    cache.delete(day);
    gameCells.delete(day);
  }
}
