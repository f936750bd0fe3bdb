// Wallet history per player: transfers in/out (translateLog) and the balance ledger (balanceLog).
// The generated ledger ends at the seeded balance with the newest event the data horizon shows (so the balance chain
// is rebuilt when a later event comes due); back-office changes from the store continue from there.
import { dataHorizon } from '@mocks/lib/horizon';
import { createRng, round2, type Rng } from '@mocks/lib/random';
import { DAY_MS, dayNumber, startOfToday } from '@mocks/lib/time';
import { isActiveDay, HISTORY_DAYS } from '@mocks/player/db/activity';
import type { Player } from '@mocks/player/db/players';
import { seedPlayer } from '@mocks/player/db/seed-players';
import { CURRENCIES } from '@mocks/shell/db/seed-org';

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
  refId: string;
  playerId: number;
  transType: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
  at: number;
  remark: string;
};

export type Wallet = { transfers: TransferRecord[]; ledger: LedgerRecord[] };

type Event = { kind: number; amount: number; at: number; state: 0 | 1 | 2; refId: string; remark: string };

const FAIL_MESSAGES: Record<number, string> = { 1: '商户余额不足', 2: '回调超时，等待对账' };

function dayEvents(player: Player, dayStart: number): Event[] {
  const day = dayNumber(dayStart);
  const rng = createRng('wallet', player.id, day);
  const active = isActiveDay(player, day);
  const scale = 1 / (CURRENCIES.find((c) => c.code === player.currencyCode)?.rate ?? 1);
  const events: Event[] = [];
  const add = (
    kind: number,
    cny: number,
    state: 0 | 1 | 2 = 0,
    remark = '',
    at = dayStart + rng.int(0, 86_000) * 1000,
  ) => {
    const n = events.length + 1;
    events.push({ kind, amount: round2(cny * scale), at, state, refId: `W${day}${player.id}${n}`, remark });
    return at;
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
  // A bet payment (106) per play session, usually followed by its payout (101).
  for (let i = active ? rng.int(1, 3) : 0; i > 0; i--) {
    const bet = rng.money(10, 800);
    const at = add(106, -bet);
    if (rng.chance(0.7)) add(101, bet * rng.float(0.3, 1.6), 0, '', at + rng.int(30, 300) * 1000);
  }
  if (rng.chance(0.02)) add(950, rng.money(10, 500), 0, '活动补偿');
  return events;
}

const isTransfer = (e: Event): e is Event & { kind: 100 | 200 } => e.kind === 100 || e.kind === 200;
// A transfer whose callback timed out (state 2) is closed after 10 minutes, the others within seconds.
const transferSeconds = (e: Event) => (e.state === 2 ? 600 : 3);
// An event shows once it is over: a transfer when it is finished.
const settledAt = (e: Event) => e.at + (isTransfer(e) ? transferSeconds(e) * 1000 : 0);

function playerEvents(player: Player): Event[] {
  const today = startOfToday();
  const events: Event[] = [];
  for (let d = HISTORY_DAYS - 1; d >= 0; d--) events.push(...dayEvents(player, today - d * DAY_MS));
  return events.sort((a, b) => a.at - b.at);
}

function buildWallet(player: Player, events: Event[]): Wallet {
  const transfers: TransferRecord[] = [];
  const ledger: LedgerRecord[] = [];
  // Walk backwards from the seeded balance so the newest row ends exactly there and nothing goes negative.
  let balance = seedPlayer(player.id)?.balance ?? player.balance;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (!e) continue;
    const after = balance;
    let delta = e.state === 0 ? (e.kind === 200 ? -e.amount : e.amount) : 0;
    if (after - delta < 0) delta = after;
    const before = round2(after - delta);
    balance = before;
    const amount = Math.abs(delta) || e.amount;
    // A successful top-up the later balance cannot hold (it had already been spent to zero) did not go through.
    const state = e.state === 0 && delta === 0 ? 1 : e.state;
    if (isTransfer(e)) {
      transfers.push({
        refId: e.refId,
        playerId: player.id,
        tradeType: e.kind,
        // Signed like the ledger: money out of the game wallet is negative.
        tradeAmount: e.kind === 200 ? -amount : amount,
        balanceBefore: before,
        balanceAfter: after,
        tradeState: state,
        message: FAIL_MESSAGES[state] ?? '',
        at: e.at,
        finishAt: settledAt(e),
        ip: player.ip,
        ipName: player.ipName,
      });
    }
    if (e.state === 0 && delta !== 0) {
      ledger.push({
        refId: e.refId,
        playerId: player.id,
        transType: e.kind,
        amount: delta,
        balanceBefore: before,
        balanceAfter: after,
        at: e.at,
        remark: e.remark,
      });
    }
  }
  return { transfers: transfers.reverse(), ledger: ledger.reverse() };
}

let cacheDay = 0;
const cache = new Map<number, { events: Event[]; shown: number; wallet: Wallet }>();

/** Oldest first, up to the data horizon; cached for the current day (the global transfer list touches every player)
 * and rebuilt when another event comes due. */
export function playerWallet(player: Player): Wallet {
  const today = startOfToday();
  if (today !== cacheDay) {
    cache.clear();
    cacheDay = today;
  }
  const horizon = dataHorizon();
  const hit = cache.get(player.id);
  const events = hit?.events ?? playerEvents(player);
  // The set of settled events only grows with time, so its size tells whether it changed.
  const shown = events.filter((e) => settledAt(e) <= horizon);
  if (hit && hit.shown === shown.length) return hit.wallet;
  const wallet = buildWallet(player, shown);
  cache.set(player.id, { events, shown: shown.length, wallet });
  return wallet;
}
