// Wallet history per player: transfers in/out (translateLog) and the balance ledger (balanceLog). The ledger's bets
// (106) and payouts (101) are the player's bet orders, to the cent (mock-data.md 6.3.1); transfers and adjustments
// are drawn per day (wallet-events.ts). The chain ends at the seeded balance with the newest event the data horizon
// shows (so it is rebuilt when a later event comes due or an order's status changes); back-office changes from the
// store continue from there.
import { ORDER_STATUS } from '@mocks/domain/orders/order-status';
import { dataHorizon } from '@mocks/lib/horizon';
import { db } from '@mocks/domain/store';
import { DAY_MS, startOfDay, startOfToday } from '@mocks/lib/time';
import type { Player } from '@mocks/domain/players/players';
import { seedPlayer } from '@mocks/domain/players/seed-players';
import { HISTORY_DAYS } from '@mocks/domain/players/activity';
import {
  isTransferKind,
  playerEventsOfDays,
  transferSeconds,
  type WalletEvent,
} from '@mocks/domain/players/wallet-events';

export type TransferRecord = {
  refId: string;
  playerId: number;
  tradeType: 100 | 200;
  tradeAmount: number;
  balanceBefore: number;
  balanceAfter: number;
  tradeState: 0 | 1 | 2;
  message: string;
  at: number;
  finishAt: number;
  ip: string;
  ipName: string;
};

export type LedgerRecord = {
  /** Unique per row: an order books two rows under its id as refId. */
  id: string;
  refId: string;
  playerId: number;
  transType: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  at: number;
  remark: string;
};

/** `from`: every row at or after this instant is here (-Infinity: the whole history); `openingCents`: the balance at
 * `from`, in cents (what the walk back from the seeded balance reached there). */
export type Wallet = { transfers: TransferRecord[]; ledger: LedgerRecord[]; from: number; openingCents: number };

const FAIL_MESSAGES: Record<number, string> = { 1: '商户余额不足', 2: '回调超时，等待对账' };

/** 1, 2 or 5 times a power of ten (in currency units), at least `cents`: what a player would type as a cash-out. */
function roundCashOut(cents: number): number {
  const units = cents / 100;
  const power = 10 ** Math.max(0, Math.floor(Math.log10(units)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((v) => v >= units) ?? 10 * power;
  return Math.round(step * 100);
}

type Booked = Pick<WalletEvent, 'kind' | 'at' | 'refId' | 'remark' | 'orderId'>;

/** Ledger records are made on first read: the global transfer list needs every wallet's transfers, not its ~500
 * ledger rows. Rows are kept newest first as the walk finds them (event, balance before and after, in cents). */
function lazyLedger(playerId: number, booked: Booked[], befores: number[], afters: number[]): () => LedgerRecord[] {
  let ledger: LedgerRecord[] | undefined;
  return () =>
    (ledger ??= booked
      .map((e, i) => {
        const before = befores[i] ?? 0;
        const after = afters[i] ?? 0;
        return {
          id: e.orderId ? `${e.orderId}-${e.kind}` : e.refId,
          refId: e.refId,
          playerId,
          transType: e.kind,
          amount: (after - before) / 100,
          balanceBefore: before / 100,
          balanceAfter: after / 100,
          at: e.at,
          remark: e.remark,
        };
      })
      .reverse());
}

function buildWallet(
  player: Player,
  events: WalletEvent[],
  statuses: ReadonlyMap<string, number>,
  from: number,
): Wallet {
  const transfers: TransferRecord[] = [];
  const booked: Booked[] = [];
  const befores: number[] = [];
  const afters: number[] = [];
  const money = (c: number) => c / 100;
  const book = (e: Booked, before: number, after: number) => {
    booked.push(e);
    befores.push(before);
    afters.push(after);
  };
  const transfer = (e: WalletEvent, kind: 100 | 200, amount: number, before: number, after: number, state: 0 | 1 | 2) =>
    transfers.push({
      refId: e.refId,
      playerId: player.id,
      tradeType: kind,
      // Signed like the ledger: money out of the game wallet is negative.
      tradeAmount: money(amount),
      balanceBefore: money(before),
      balanceAfter: money(after),
      tradeState: state,
      message: FAIL_MESSAGES[state] ?? '',
      at: e.at,
      finishAt: e.at + transferSeconds(state) * 1000,
      ip: player.ip,
      ipName: player.ipName,
    });
  // Walk backwards from the seeded balance (in cents) so the newest row ends exactly there and nothing goes negative.
  let balance = Math.round((seedPlayer(player.id)?.balance ?? player.balance) * 100);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e) continue;
    if (e.orderId) {
      if ((statuses.get(e.orderId) ?? e.seededStatus) === ORDER_STATUS.failed) continue;
      // Order rows are exact. A payout larger than the balance that follows it means the player cashed the win out
      // right after it (a generated successful withdrawal 1 ms later), so the money was there when it was paid. The
      // cash-out takes about twice the shortfall, rounded like a typed amount: enough that the next older payouts
      // seldom need one too (about 2,500 in 30 days of 600 players; the exact shortfall would take 3,900).
      if (balance - e.cents < 0) {
        const out = roundCashOut(2 * (e.cents - balance));
        const cashOut = { ...e, kind: 200, at: e.at + 1, refId: `W${e.orderId}`, orderId: '' };
        transfer(cashOut, 200, -out, balance + out, balance, 0);
        book(cashOut, balance + out, balance);
        balance += out;
      }
      book(e, balance - e.cents, balance);
      balance -= e.cents;
      continue;
    }
    const after = balance;
    let delta = e.state === 0 ? e.cents : 0;
    // A top-up or credit the later balance cannot hold (it had been spent to below it) is cut to what it can hold.
    if (after - delta < 0) delta = after;
    const before = after - delta;
    balance = before;
    // A successful top-up cut to nothing did not go through.
    const state = e.state === 0 && delta === 0 ? 1 : e.state;
    if (isTransferKind(e.kind)) transfer(e, e.kind, delta || e.cents, before, after, state);
    if (e.state === 0 && delta !== 0) book(e, before, after);
  }
  const ledger = lazyLedger(player.id, booked, befores, afters);
  return {
    transfers: transfers.reverse(),
    get ledger() {
      return ledger();
    },
    from,
    openingCents: balance,
  };
}

type PlayerChanges = { statuses: Map<string, number>; key: string };
let changesMemo: { list: readonly unknown[]; length: number; byPlayer: Map<number, PlayerChanges> } | undefined;

/** The bet order status changes per player (an order id holds its player id at 5-11), latest per order. Rebuilt when
 * the store's change list grows or is replaced (a reset). */
function changesOf(playerId: number): PlayerChanges | undefined {
  const list = db().game.betOrderChanges;
  if (!changesMemo || changesMemo.list !== list || changesMemo.length !== list.length) {
    const byPlayer = new Map<number, PlayerChanges>();
    for (const c of list) {
      const id = Number(c.orderId.slice(5, 11));
      const entry = byPlayer.get(id) ?? { statuses: new Map<string, number>(), key: '' };
      entry.statuses.set(c.orderId, c.toStatus);
      byPlayer.set(id, entry);
    }
    for (const entry of byPlayer.values()) entry.key = [...entry.statuses].join();
    changesMemo = { list, length: list.length, byPlayer };
  }
  return changesMemo.byPlayer.get(playerId);
}

type CacheEntry = {
  /** The events of the days from `firstDay` to today, oldest first. */
  events: WalletEvent[];
  firstDay: number;
  /** The shown events are those with shownAt <= horizon: the same set for any horizon in [lastShown, nextShown). */
  lastShown: number;
  nextShown: number;
  changesKey: string;
  wallet: Wallet;
};

let cacheDay = 0;
const cache = new Map<number, CacheEntry>();

/**
 * Oldest first, up to the data horizon: the rows at or after `since` (a time; the whole history without it), and
 * maybe older ones a call before asked for. The walk runs back from the seeded balance, so the rows from a day on
 * need only the events from that day on: the days are generated from the day before `since` (whose orders may settle
 * after midnight) and kept, a later call for an older day generating only the days it adds. Cached per player for the
 * current day (the global transfer list and the reports touch every player) and rebuilt when another event comes due
 * or the player's order statuses change.
 */
export function playerWallet(player: Player, since?: number): Wallet {
  const today = startOfToday();
  if (today !== cacheDay) {
    cache.clear();
    cacheDay = today;
  }
  const historyFirst = today - (HISTORY_DAYS - 1) * DAY_MS;
  const wanted = since === undefined ? historyFirst : Math.max(historyFirst, startOfDay(since) - DAY_MS);
  const horizon = dataHorizon();
  const changes = changesOf(player.id);
  const changesKey = changes?.key ?? '';
  const hit = cache.get(player.id);
  const covers = hit !== undefined && hit.firstDay <= wanted;
  if (covers && hit.changesKey === changesKey && hit.lastShown <= horizon && horizon < hit.nextShown) return hit.wallet;
  const firstDay = Math.min(wanted, hit?.firstDay ?? wanted);
  const events = covers
    ? hit.events
    : hit
      ? [...playerEventsOfDays(player, firstDay, hit.firstDay), ...hit.events].sort((a, b) => a.at - b.at)
      : playerEventsOfDays(player, firstDay, today + DAY_MS);
  // From the day after the oldest generated one, every event is there (an older day's orders settle before it ends).
  const from = firstDay <= historyFirst ? -Infinity : firstDay + DAY_MS;
  let lastShown = -Infinity;
  let nextShown = Infinity;
  const visible: WalletEvent[] = [];
  for (const e of events) {
    if (e.shownAt <= horizon) {
      if (e.at < from) continue;
      visible.push(e);
      lastShown = Math.max(lastShown, e.shownAt);
    } else nextShown = Math.min(nextShown, e.shownAt);
  }
  const wallet = buildWallet(player, visible, changes?.statuses ?? new Map(), from);
  cache.set(player.id, { events, firstDay, lastShown, nextShown, changesKey, wallet });
  return wallet;
}
