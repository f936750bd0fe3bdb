// What a player's wallet is made of, day by day: transfers and adjustments drawn from the wallet seed, and the bet
// payment (106) and payout (101) of every bet order (mock-data.md 6.3.1), so the ledger agrees with the orders.
// Amounts are integer cents here, so the chain built from them stays exact.
import { seededStatus } from '@mocks/domain/orders/order-status';
import { createRng, type Rng } from '@mocks/lib/random';
import { DAY_MS, dayNumber, startOfToday } from '@mocks/lib/time';
import { dayActivity, isActiveDay, HISTORY_DAYS } from '@mocks/domain/players/activity';
import type { Player } from '@mocks/domain/players/players';
import { CURRENCIES } from '@mocks/domain/org/seed-org';

export type WalletEvent = {
  kind: number;
  /** Cents, signed as the ledger books it (a withdrawal or a bet negative). */
  cents: number;
  at: number;
  /** When the event is over and may show: a transfer when finished, an order's rows when the order is settled. */
  shownAt: number;
  state: 0 | 1 | 2;
  refId: string;
  remark: string;
  /** The bet order a 106/101 event books ('' for the others) and its seeded status. */
  orderId: string;
  seededStatus: number;
};

export const isTransferKind = (kind: number): kind is 100 | 200 => kind === 100 || kind === 200;
// A transfer whose callback timed out (state 2) is closed after 10 minutes, the others within seconds.
export const transferSeconds = (state: number) => (state === 2 ? 600 : 3);

const cents = (amount: number) => Math.round(amount * 100);

function transferEvents(player: Player, dayStart: number): WalletEvent[] {
  const day = dayNumber(dayStart);
  const rng = createRng('wallet', player.id, day);
  const active = isActiveDay(player, day);
  const scale = 1 / (CURRENCIES.find((c) => c.code === player.currencyCode)?.rate ?? 1);
  const events: WalletEvent[] = [];
  const add = (kind: number, cny: number, state: 0 | 1 | 2 = 0, remark = '') => {
    const at = dayStart + rng.int(0, 86_000) * 1000;
    const signed = cents(cny * scale) * (kind === 200 ? -1 : 1);
    const shownAt = at + (isTransferKind(kind) ? transferSeconds(state) * 1000 : 0);
    events.push({
      ...event(kind, signed, at, shownAt),
      state,
      refId: `W${day}${player.id}${events.length + 1}`,
      remark,
    });
  };
  const state = (r: Rng) =>
    r.weighted<0 | 1 | 2>([
      [0, 90],
      [1, 7],
      [2, 3],
    ]);
  if (rng.chance(active ? 0.8 : 0.05)) add(100, rng.pick([100, 200, 500, 1000, 2000, 5000]), state(rng));
  if (active && rng.chance(0.2)) add(100, rng.pick([100, 300, 1000]), state(rng));
  if (rng.chance(active ? 0.3 : 0.02)) add(200, rng.pick([100, 200, 500, 1500, 3000]), state(rng));
  if (rng.chance(0.02)) add(950, rng.money(10, 500), 0, '活动补偿');
  return events;
}

function event(kind: number, cents: number, at: number, shownAt: number, orderId = '', seeded = 0): WalletEvent {
  return { kind, cents, at, shownAt, state: 0, refId: orderId, remark: '', orderId, seededStatus: seeded };
}

/** One 106 row at the bet time and one 101 row at the settlement time per order; a zero amount books nothing. */
function orderEvents(player: Player, dayStart: number): WalletEvent[] {
  const events: WalletEvent[] = [];
  for (const o of dayActivity(player, dayStart).orders) {
    const status = seededStatus(o.id);
    if (o.betAmount) events.push(event(106, -cents(o.betAmount), o.betAt, o.balanceAt, o.id, status));
    if (o.boundsAmount) events.push(event(101, cents(o.boundsAmount), o.balanceAt, o.balanceAt, o.id, status));
  }
  return events;
}

/** The player's events of the days `[first, last)` (day starts), oldest first (a bet before its own payout when both
 * share a time). Ties keep the generated order, days oldest first, so the events of two adjoining spans sort the same
 * whether generated together or one after the other (wallet.ts extends a player's span backwards). */
export function playerEventsOfDays(player: Player, first: number, last: number): WalletEvent[] {
  const events: WalletEvent[] = [];
  for (let dayStart = first; dayStart < last; dayStart += DAY_MS)
    events.push(...transferEvents(player, dayStart), ...orderEvents(player, dayStart));
  // Array sort is stable: equal times keep their generated order.
  return events.sort((a, b) => a.at - b.at);
}

/** The player's history (HISTORY_DAYS), oldest first. */
export function playerEvents(player: Player): WalletEvent[] {
  const today = startOfToday();
  return playerEventsOfDays(player, today - (HISTORY_DAYS - 1) * DAY_MS, today + DAY_MS);
}
