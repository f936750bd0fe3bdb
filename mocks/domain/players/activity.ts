// Game play per player and day: online sessions and the bet orders inside them. Derived from seeds
// (player id + day number) over the history (HISTORY_DAYS), so a day's rows are the same on every call.
import { GAMES } from '@mocks/domain/orders/seed-games';
import { dataHorizon } from '@mocks/lib/horizon';
import { createRng, round2, type Rng } from '@mocks/lib/random';
import { DAY_MS, HOUR_MS, dayNumber, startOfToday } from '@mocks/lib/time';
import { getPlayer, type Player } from '@mocks/domain/players/players';
import { CITIES } from '@mocks/domain/org/seed-org';
import { HISTORY_DAYS } from '@/lib/contract/bill-month';

/** Days of history, today included (src/lib/contract/bill-month.ts: the console's bill month picker reads it too). */
export { HISTORY_DAYS };

export type PlaySession = {
  gameId: number;
  terminal: number;
  ip: string;
  ipName: string;
  startAt: number;
  endAt: number;
};

/** What a generated order carries besides its ids and currency: its draws (OrderDraw) and its record (BetRecord). */
type OrderFields = {
  gameId: number;
  betAmount: number;
  boundsAmount: number;
  isRespin: number;
  isFreeRespin: number;
  prizePoolAmount: number;
  prizePoolWinAmount: number;
  clearCount: number;
  clearCountFree: number;
  betAt: number;
  balanceAt: number;
};

export type BetRecord = OrderFields & { id: string; pid: string; currencyCode: string };

export type Activity = { sessions: PlaySession[]; orders: BetRecord[] };

const BET_LEVELS = [1, 2, 2.5, 3, 5, 8, 10, 12.5, 20, 25, 50, 100, 200, 500];

// Tuned so the long-run return is a little under the bet (about 96-98%), with rare big wins. A band is drawn, then
// its multiple: one table for every call (this runs for every generated round).
const PAYOUT_BANDS: readonly (readonly [readonly [number, number] | null, number])[] = [
  [null, 68],
  [[0.2, 2], 25],
  [[2, 10], 4],
  [[10, 60], 0.8],
  [[60, 200], 0.05],
];

function payoutMultiplier(rng: Rng): number {
  const band = rng.weighted(PAYOUT_BANDS);
  return band ? rng.float(band[0], band[1]) : 0;
}

export function isActiveDay(player: Player, day: number): boolean {
  if (player.id === 880001) return true;
  return createRng('active', player.id, day).chance(player.activity);
}

/** One generated order's draws, filled in place for each order and handed to the day's `emit`: the records are built
 * from them (generateDay), and a day's counted sums read them without building any (counted-game-sums.ts). */
export type OrderDraw = OrderFields & {
  /** The round's number in the player's day (from 1), and the order's in the round (0: the base order). */
  round: number;
  child: number;
};

const draw: OrderDraw = {
  round: 0,
  child: 0,
  gameId: 0,
  betAmount: 0,
  boundsAmount: 0,
  isRespin: 0,
  isFreeRespin: 0,
  prizePoolAmount: 0,
  prizePoolWinAmount: 0,
  clearCount: 0,
  clearCountFree: 0,
  betAt: 0,
  balanceAt: 0,
};

/** A session's orders, drawn in the stream's order; answers the last one's settlement time. */
function sessionSpins(
  rng: Rng,
  session: PlaySession,
  day: { round: number; made: number },
  count: number,
  emit: (d: OrderDraw) => void,
): number {
  const d = draw;
  let made = 0;
  let at = session.startAt;
  let bet = rng.pick(BET_LEVELS);
  while (made < count) {
    if (rng.chance(0.1)) bet = rng.pick(BET_LEVELS);
    const round = day.round++;
    const free = rng.chance(0.03) ? rng.int(6, 12) : 0;
    const respins = !free && rng.chance(0.05) ? rng.int(1, 2) : 0;
    const children = 1 + free + respins;
    for (let c = 0; c < children; c++) {
      at += rng.int(3, 12) * 1000;
      const base = c === 0;
      const bonus = rng.chance(0.44) ? rng.float(0.1, 1.5) : 0;
      const payout = round2(bet * (base ? payoutMultiplier(rng) : bonus));
      const jackpot = base && rng.chance(0.001) ? round2(bet * rng.int(50, 500)) : 0;
      d.round = round;
      d.child = c;
      d.gameId = session.gameId;
      d.betAmount = base ? bet : 0;
      d.boundsAmount = payout;
      d.isRespin = !base && c > free ? 1 : 0;
      d.isFreeRespin = !base && c <= free ? 1 : 0;
      d.prizePoolAmount = base ? round2(bet * 0.01) : 0;
      d.prizePoolWinAmount = jackpot;
      d.clearCount = payout > 0 ? rng.int(1, 6) : rng.int(0, 1);
      d.clearCountFree = !base && c <= free ? rng.int(0, 8) : 0;
      d.betAt = at - rng.int(0, 2) * 1000;
      d.balanceAt = at;
      emit(d);
      made += 1;
    }
  }
  day.made += made;
  return at;
}

// The days one task generated last, by day then player: a request that reads a day twice (report.diff: the wallets'
// events and the day's orders) generates it once. Two days at most, so a walk over the history keeps no more.
const recent = new Map<number, Map<number, Activity>>();
let recentCleared = false;

/** A player's play on one day (a day start), generated from the seeds; the same records within a task. */
export function dayActivity(player: Player, dayStart: number): Activity {
  if (!recentCleared) {
    recentCleared = true;
    queueMicrotask(() => {
      recent.clear();
      recentCleared = false;
    });
  }
  let day = recent.get(dayStart);
  if (!day) {
    if (recent.size >= 2) recent.delete(recent.keys().next().value ?? 0);
    recent.set(dayStart, (day = new Map()));
  }
  let activity = day.get(player.id);
  if (!activity) day.set(player.id, (activity = generateDay(player, dayStart)));
  return activity;
}

/** The id prefix of a player's day: ids are round = day number + player id + 4-digit round, order = round + 2-digit
 * number in the round (from 01). */
export const dayIdPrefix = (player: Player, dayStart: number) => `${dayNumber(dayStart)}${player.id}`;

/**
 * A player's play on one day from the seeds: its sessions, each order's draws handed to `emit` as they are drawn (the
 * one scratch `OrderDraw`, overwritten by the next order). The one place the day's random stream is read.
 */
export function playDay(player: Player, dayStart: number, emit: (d: OrderDraw) => void): PlaySession[] {
  const day = dayNumber(dayStart);
  if (!isActiveDay(player, day)) return [];
  const rng = createRng('play', player.id, day);
  const sessionCount = rng.int(1, 3);
  const target = rng.int(5, 40);
  const state = { round: 1, made: 0 };
  const sessions: PlaySession[] = [];
  const slot = (DAY_MS - 2 * 3_600_000) / sessionCount;
  for (let i = 0; i < sessionCount; i++) {
    // Now and then the player logs in from another address in the same region.
    const roam = rng.chance(0.15) ? rng.pick(CITIES[player.currencyCode] ?? []) : null;
    const session: PlaySession = {
      gameId: rng.pick(GAMES).gid,
      terminal: rng.chance(0.8) ? player.terminal : rng.pick([1, 3, 4, 6, 7]),
      ip: roam ? `${roam[1]}.${rng.int(1, 254)}.${rng.int(1, 254)}` : player.ip,
      ipName: roam ? roam[0] : player.ipName,
      startAt: dayStart + Math.floor((i * slot + rng.float(0, slot / 2)) / 1000) * 1000,
      endAt: 0,
    };
    const count = i === sessionCount - 1 ? target - state.made : Math.floor(target / sessionCount);
    const lastAt = sessionSpins(rng, session, state, Math.max(1, count), emit);
    session.endAt = lastAt + rng.int(5, 300) * 1000;
    sessions.push(session);
  }
  return sessions;
}

function generateDay(player: Player, dayStart: number): Activity {
  const prefix = dayIdPrefix(player, dayStart);
  const { currencyCode } = player;
  const orders: BetRecord[] = [];
  let pid = '';
  const sessions = playDay(player, dayStart, (d) => {
    if (d.child === 0) pid = `${prefix}${String(d.round).padStart(4, '0')}`;
    orders.push({
      id: `${pid}${String(d.child + 1).padStart(2, '0')}`,
      pid,
      gameId: d.gameId,
      currencyCode,
      betAmount: d.betAmount,
      boundsAmount: d.boundsAmount,
      isRespin: d.isRespin,
      isFreeRespin: d.isFreeRespin,
      prizePoolAmount: d.prizePoolAmount,
      prizePoolWinAmount: d.prizePoolWinAmount,
      clearCount: d.clearCount,
      clearCountFree: d.clearCountFree,
      betAt: d.betAt,
      balanceAt: d.balanceAt,
    });
  });
  return { sessions, orders };
}

const cache = new Map<number, { today: number; activity: Activity }>();
const CACHE_LIMIT = 64;

/** The player's history (today included) up to the data horizon, oldest first: orders settled by then, sessions
 * ended by then (one still running is not in the log yet). */
export function playerActivity(player: Player): Activity {
  const today = startOfToday();
  let hit = cache.get(player.id);
  if (!hit || hit.today !== today) {
    const activity: Activity = { sessions: [], orders: [] };
    for (let d = HISTORY_DAYS - 1; d >= 0; d--) {
      const one = dayActivity(player, today - d * DAY_MS);
      activity.sessions.push(...one.sessions);
      activity.orders.push(...one.orders);
    }
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value ?? 0);
    hit = { today, activity };
    cache.set(player.id, hit);
  }
  const horizon = dataHorizon();
  return {
    sessions: hit.activity.sessions.filter((s) => s.endAt <= horizon),
    orders: hit.activity.orders.filter((o) => o.balanceAt <= horizon),
  };
}

/**
 * The orders of the player and day an order id (17 digits) or round id (its first 15) encodes: the day number (5
 * digits) then the player id (6), so they can be regenerated. Settled by the data horizon; none outside the history.
 */
export function ordersOfId(id: string): { player: Player; orders: BetRecord[] } | undefined {
  if (!/^\d{15}(\d{2})?$/.test(id)) return undefined;
  const dayStart = Number(id.slice(0, 5)) * DAY_MS - 8 * HOUR_MS;
  const player = getPlayer(Number(id.slice(5, 11)));
  const today = startOfToday();
  if (!player || dayStart > today || dayStart <= today - HISTORY_DAYS * DAY_MS) return undefined;
  const horizon = dataHorizon();
  return { player, orders: dayActivity(player, dayStart).orders.filter((o) => o.balanceAt <= horizon) };
}
