// The wallets per (merchant, currency) and day, for report.balance and the transfer diff (reports.md 3.6, 3.7): built
// from every player's ledger (`playerWallet` plus the back-office adjustments in the store, the rows player.balanceLog
// shows) and transfers, once for the whole history, in cents. Rebuilt when any wallet shows another row (the data
// horizon reached it, or an adjustment was stored), a balance or an order's status changes, or the day changes.
import { db } from '@mocks/domain/store';
import { DAY_MS, startOfDay, startOfToday } from '@mocks/lib/time';
import { HISTORY_DAYS } from '@mocks/domain/players/activity';
import { allPlayers } from '@mocks/domain/players/players';
import { playerWallet } from '@mocks/domain/players/wallet';
import { historyStart } from '@mocks/domain/reports/period';
import { cents } from '@mocks/domain/reports/sums';

export const FLOWS = ['deposit', 'withdraw', 'betPay', 'payout', 'adjust'] as const;
export type Flow = (typeof FLOWS)[number];

const FLOW_OF: Record<number, Flow> = { 100: 'deposit', 200: 'withdraw', 106: 'betPay', 101: 'payout' };

export type TransferDay = {
  platformCount: number;
  platformCents: number;
  merchantCount: number;
  merchantCents: number;
};

export type WalletCell = {
  merchantTeamId: number;
  merchantId: number;
  currencyCode: string;
  walletCount: number;
  /** Per history day (index 0 = the first day of the history): Σ balances at the day's first instant, in cents. */
  opening: number[];
  flows: Record<Flow, number[]>;
  transfers: TransferDay[];
};

export type WalletAggregate = { first: number; cells: WalletCell[] };

type Row = { transType: number; amount: number; balanceBefore: number; balanceAfter: number; at: number };

function openCell(merchantTeamId: number, merchantId: number, currencyCode: string): WalletCell {
  const zeros = () => Array.from({ length: HISTORY_DAYS }, () => 0);
  return {
    merchantTeamId,
    merchantId,
    currencyCode,
    walletCount: 0,
    opening: zeros(),
    flows: { deposit: zeros(), withdraw: zeros(), betPay: zeros(), payout: zeros(), adjust: zeros() },
    transfers: Array.from({ length: HISTORY_DAYS }, () => ({
      platformCount: 0,
      platformCents: 0,
      merchantCount: 0,
      merchantCents: 0,
    })),
  };
}

function build(first: number, wallets: ReturnType<typeof walletsNow>): WalletAggregate {
  const cells = new Map<string, WalletCell>();
  const manual = new Map<number, Row[]>();
  for (const r of db().ledger) manual.set(r.playerId, [...(manual.get(r.playerId) ?? []), r]);
  for (const { player, wallet } of wallets) {
    const key = `${player.merchantId}|${player.currencyCode}`;
    let cell = cells.get(key);
    if (!cell) cells.set(key, (cell = openCell(player.merchantTeamId, player.merchantId, player.currencyCode)));
    cell.walletCount += 1;
    const rows: Row[] = [...wallet.ledger, ...(manual.get(player.id) ?? [])].sort((a, b) => a.at - b.at);
    // Balance at an instant: the balanceAfter of the last row before it, else the first row's balanceBefore, else
    // the wallet's current balance (3.6).
    let next = 0;
    let balance = cents(rows[0]?.balanceBefore ?? player.balance);
    for (let i = 0; i < HISTORY_DAYS; i++) {
      const start = first + i * DAY_MS;
      while (next < rows.length && rows[next]!.at < start) balance = cents(rows[next++]!.balanceAfter);
      cell.opening[i]! += balance;
    }
    for (const r of rows) {
      const i = Math.round((startOfDay(r.at) - first) / DAY_MS);
      if (i < 0 || i >= HISTORY_DAYS) continue;
      cell.flows[FLOW_OF[r.transType] ?? 'adjust'][i]! += cents(r.amount);
    }
    for (const t of wallet.transfers) {
      const day = cell.transfers[Math.round((startOfDay(t.at) - first) / DAY_MS)];
      if (!day || t.tradeState === 1) continue;
      day.merchantCount += 1;
      day.merchantCents += cents(t.tradeAmount);
      if (t.tradeState === 0) {
        day.platformCount += 1;
        day.platformCents += cents(t.tradeAmount);
      }
    }
  }
  return { first, cells: [...cells.values()] };
}

function walletsNow() {
  return allPlayers().map((player) => ({ player, wallet: playerWallet(player) }));
}

let cached: { signature: string; aggregate: WalletAggregate } | undefined;

export function walletAggregate(): WalletAggregate {
  const first = historyStart(startOfToday());
  const wallets = walletsNow();
  let ledgerRows = 0;
  let transferRows = 0;
  let balances = 0;
  for (const { player, wallet } of wallets) {
    ledgerRows += wallet.ledger.length;
    transferRows += wallet.transfers.length;
    balances += cents(player.balance);
  }
  // The ledger's bet rows follow the orders (mock-data 6.3.1), so a status change may move them too.
  const changes = db().game.betOrderChanges.length;
  const signature = [first, ledgerRows, transferRows, balances, db().ledger.length, changes].join('|');
  if (cached?.signature !== signature) cached = { signature, aggregate: build(first, wallets) };
  return cached.aggregate;
}
