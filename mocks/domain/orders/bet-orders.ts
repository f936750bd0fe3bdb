// Every player's bet orders for the game area's lists, with a status (1 success, 2 pending, 3 failed): seeded per
// order id, then overridden by changes made through changeStatus (the store keeps those, they are the adjustments).
import type { BetOrderChange } from '@mocks/domain/orders/state';
import { mockNow } from '@mocks/lib/clock';
import { ORDER_STATUS, seededStatus } from '@mocks/domain/orders/order-status';
import { dataHorizon } from '@mocks/lib/horizon';
import { db, mutate, onDbChange } from '@mocks/domain/store';
import { DAY_MS, startOfDay, startOfToday, type TimeRange } from '@mocks/lib/time';
import { withCurrentOrg } from '@mocks/domain/org/org';
import { dayActivity, HISTORY_DAYS, ordersOfId, type BetRecord } from '@mocks/domain/players/activity';
import { allPlayers, type Player } from '@mocks/domain/players/players';
import { toBetOrder } from '@mocks/domain/players/rows';
import type { GameBetOrder } from '@/api/game';

export { ORDER_STATUS, seededStatus };

/** The latest status change per order id. */
export function changedStatuses(): Map<string, number> {
  return new Map(db().game.betOrderChanges.map((c) => [c.orderId, c.toStatus]));
}

export function currentStatus(id: string): number {
  return changedStatuses().get(id) ?? seededStatus(id);
}

type CachedRow = { row: GameBetOrder; betAt: number; balanceAt: number };

function toRow(order: BetRecord, player: Player, status: number): GameBetOrder {
  // Filled in place (the keys in the same order as a spread would give): a day's list makes some 8,000 at once.
  return Object.assign(toBetOrder(order, player.id), {
    status,
    merchantTeamId: player.merchantTeamId,
    merchantTeamName: player.merchantTeamName,
    merchantId: player.merchantId,
    merchantName: player.merchantName,
  });
}

// One day of all 600 players is about 8,000 orders and takes a while to build, so days are cached (as wire rows
// with the seeded status; a call applies the store's status changes and the merchant's current team and names on top).
const dayCache = new Map<number, CachedRow[]>();
const DAY_CACHE_LIMIT = 10;

function dayRows(dayStart: number): CachedRow[] {
  const hit = dayCache.get(dayStart);
  if (hit) return hit;
  const rows: CachedRow[] = [];
  for (const player of allPlayers()) {
    for (const order of dayActivity(player, dayStart).orders) {
      rows.push({ row: toRow(order, player, seededStatus(order.id)), betAt: order.betAt, balanceAt: order.balanceAt });
    }
  }
  if (dayCache.size >= DAY_CACHE_LIMIT) dayCache.delete(dayCache.keys().next().value ?? 0);
  dayCache.set(dayStart, rows);
  return rows;
}

/** A cached row as it stands now: its changed status, its merchant's team and names from the stored set. */
function current(cached: GameBetOrder, status: number | undefined): GameBetOrder {
  const row = withCurrentOrg(cached);
  return status === undefined ? row : { ...row, status };
}

/** Builds today's generated orders ahead of the first call that needs them (the browser mock, once signed in). */
export function warmTodaysOrders(): void {
  dayRows(startOfToday());
}

/** Orders of all players whose bet or settlement time (by `byBetTime`) falls in the range (within the history), settled
 * by the data horizon. */
export function ordersInRange(
  range: TimeRange,
  keep: (row: GameBetOrder) => boolean,
  byBetTime = false,
): GameBetOrder[] {
  const today = startOfToday();
  const first = Math.max(startOfDay(range.start), today - (HISTORY_DAYS - 1) * DAY_MS);
  const last = Math.min(startOfDay(range.end), today);
  const changed = changedStatuses();
  const horizon = dataHorizon();
  const out: GameBetOrder[] = [];
  for (let day = first; day <= last; day += DAY_MS) {
    for (const cached of dayRows(day)) {
      if (cached.balanceAt > horizon) continue;
      const at = byBetTime ? cached.betAt : cached.balanceAt;
      if (at < range.start || at >= range.end + 1000) continue;
      const row = current(cached.row, changed.get(cached.row.id));
      if (keep(row)) out.push(row);
    }
  }
  return out;
}

let storeVersion = 0;
onDbChange(() => {
  storeVersion += 1;
});
let playersKept: { state: object; version: number; players: Player[] } | undefined;

/** Every player, the same list for the days one request reads (a report over 31 days, control.game's walk back over
 * the history) until the store changes or the task ends: a day's orders read only what the store sets (merchant,
 * team, wallet type), and building the 600 views for every day cost an eighth of a cold walk. */
export function playersOfTask(): Player[] {
  const state = db();
  if (playersKept && playersKept.state === state && playersKept.version === storeVersion) return playersKept.players;
  const players = allPlayers();
  playersKept = { state, version: storeVersion, players };
  queueMicrotask(() => {
    playersKept = undefined;
  });
  return players;
}

/** The generated orders of one day (a day start) settled inside it by the data horizon (or `horizon`), with their current status, as
 * raw records: what the report aggregates read. Skips the wire rows (formatted times, names), which cost ten times
 * the generation over the history. */
export function settledOrdersOfDay(
  dayStart: number,
  horizon = dataHorizon(),
): { order: BetRecord; player: Player; status: number }[] {
  const today = startOfToday();
  if (dayStart > today || dayStart <= today - HISTORY_DAYS * DAY_MS) return [];
  const changed = changedStatuses();
  const end = Math.min(horizon, dayStart + DAY_MS - 1);
  const out: { order: BetRecord; player: Player; status: number }[] = [];
  for (const player of playersOfTask()) {
    for (const order of dayActivity(player, dayStart).orders) {
      if (order.balanceAt < dayStart || order.balanceAt > end) continue;
      out.push({ order, player, status: changed.get(order.id) ?? seededStatus(order.id) });
    }
  }
  return out;
}

/** One order by its id (17 digits), regenerated from the id. */
export function findOrder(id: string): GameBetOrder | undefined {
  if (id.length !== 17) return undefined;
  const found = ordersOfId(id);
  const order = found?.orders.find((o) => o.id === id);
  return found && order ? toRow(order, found.player, currentStatus(id)) : undefined;
}

/** 2 pending -> 1 success or 3 failed; 3 failed -> 1 success once settled by hand. Anything else is refused. */
export function canChange(from: number, to: number): boolean {
  if (from === ORDER_STATUS.pending) return to === ORDER_STATUS.success || to === ORDER_STATUS.failed;
  if (from === ORDER_STATUS.failed) return to === ORDER_STATUS.success;
  return false;
}

export function recordChange(orderId: string, from: number, to: number, remark: string, operator: string) {
  return mutate((s) => {
    const change: BetOrderChange = {
      seq: s.seq + 1,
      orderId,
      fromStatus: from,
      toStatus: to,
      remark,
      operator,
      at: mockNow(),
    };
    s.seq += 1;
    s.game.betOrderChanges.push(change);
    return change;
  });
}

/** A fixed pending and a fixed failed order of today, for tests that need one. */
export function sampleOrder(status: number): GameBetOrder | undefined {
  const today = startOfToday();
  return ordersInRange({ start: today, end: today + DAY_MS - 1000 }, (row) => row.status === status)[0];
}
