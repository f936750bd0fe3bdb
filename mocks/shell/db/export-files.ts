// What a finished export task's file holds: the list its name says (mocks/shell/db/export-tasks.ts names the task
// after its kind), with the rows its owner may see (their data scope), as the data stood when the task was made.
// A seeded task exports the day before it was made (fileDay): an operator's morning export of yesterday, and a whole
// day whatever the clock says, so a task seeded just after midnight still has rows to show.
// Columns are the wire fields of that list; enumerated names follow the request's language, like the lists themselves.
// A file holds at most MAX_ROWS rows, newest first: enough to stand for an export without building thousands.
import { gameName } from '@mocks/domain/orders/seed-games';
import { csvFile, type CellKind, type FileColumn } from '@mocks/lib/csv-file';
import { tradeStateName, transTypeName } from '@mocks/lib/enum-names';
import type { Lang } from '@mocks/lib/i18n';
import { round2 } from '@mocks/lib/random';
import type { Scope } from '@mocks/domain/scope';
import { db } from '@mocks/domain/store';
import { DAY_MS, HOUR_MS, formatTime, parseTime, startOfDay, startOfToday } from '@mocks/lib/time';
import { orgOf } from '@mocks/domain/org/org';
import { dayActivity, HISTORY_DAYS, type BetRecord, type PlaySession } from '@mocks/domain/players/activity';
import { allPlayers, type Player } from '@mocks/domain/players/players';
import { playerWallet } from '@mocks/domain/players/wallet';
import type { ExportKind } from '@mocks/shell/db/export-tasks';
import { terminalName } from '@mocks/domain/org/seed-org';

export const MAX_ROWS = 500;

export type FileSource = { createdAt: number; inScope: Scope; lang: Lang };

const col = <R>(key: string, kind: CellKind, value: (row: R) => unknown): FileColumn<R> => ({ key, kind, value });
const newestFirst = <R>(rows: R[], at: (row: R) => number) => rows.sort((a, b) => at(b) - at(a)).slice(0, MAX_ROWS);

type Order = { player: Player; order: BetRecord };

/** The day a task's file covers: the whole day before the task was made, `from` to `until` inclusive. */
export function fileDay(createdAt: number): { from: number; until: number } {
  const from = startOfDay(createdAt) - DAY_MS;
  return { from, until: from + DAY_MS - 1 };
}

/** The owner's players' orders settled on `dayStart`'s day, up to `until`. */
function ordersOfDay(players: readonly Player[], dayStart: number, until: number): Order[] {
  return players.flatMap((player) =>
    dayActivity(player, dayStart)
      .orders.filter((order) => order.balanceAt <= until)
      .map((order) => ({ player, order })),
  );
}

type Totals = { betCount: number; betAmount: number; boundsAmount: number; players: Set<number> };

function addUp<K>(orders: Order[], keyOf: (o: Order) => K): Map<K, Totals> {
  const groups = new Map<K, Totals>();
  for (const o of orders) {
    const key = keyOf(o);
    const totals = groups.get(key) ?? { betCount: 0, betAmount: 0, boundsAmount: 0, players: new Set<number>() };
    totals.betCount += 1;
    totals.betAmount += o.order.betAmount;
    totals.boundsAmount += o.order.boundsAmount;
    totals.players.add(o.player.id);
    groups.set(key, totals);
  }
  return groups;
}

const TOTAL_COLUMNS: FileColumn<{ totals: Totals }>[] = [
  col('betCount', 'count', (r) => r.totals.betCount),
  col('betAmount', 'amount', (r) => round2(r.totals.betAmount)),
  col('boundsAmount', 'amount', (r) => round2(r.totals.boundsAmount)),
  col('companyWinAmount', 'amount', (r) => round2(r.totals.betAmount - r.totals.boundsAmount)),
];

function playerList({ inScope }: FileSource): string {
  const players = allPlayers().filter(inScope).slice(0, MAX_ROWS);
  return csvFile<Player>(
    [
      col('id', 'count', (p) => p.id),
      col('playerName', 'text', (p) => p.playerName),
      col('nickName', 'text', (p) => p.nickName),
      col('merchantTeamName', 'text', (p) => p.merchantTeamName),
      col('merchantName', 'text', (p) => p.merchantName),
      col('currencyCode', 'text', (p) => p.currencyCode),
      col('balance', 'amount', (p) => p.balance),
      col('walletType', 'count', (p) => p.walletType),
      col('state', 'count', (p) => p.state),
      col('reason', 'text', (p) => (p.state === 0 ? p.reason : '')),
      col('createTime', 'time', (p) => p.createdAt),
      col('loginTime', 'time', (p) => p.loginAt),
    ],
    players,
  );
}

function betOrders({ createdAt, inScope }: FileSource): string {
  const { from, until } = fileDay(createdAt);
  const orders = ordersOfDay(allPlayers().filter(inScope), from, until);
  return csvFile<Order>(
    [
      col('id', 'text', (o) => o.order.id),
      col('pid', 'text', (o) => o.order.pid),
      col('playerId', 'count', (o) => o.player.id),
      col('gameName', 'text', (o) => gameName(o.order.gameId)),
      col('currencyCode', 'text', (o) => o.order.currencyCode),
      col('betAmount', 'amount', (o) => o.order.betAmount),
      col('boundsAmount', 'amount', (o) => o.order.boundsAmount),
      col('winAmount', 'amount', (o) => round2(o.order.boundsAmount - o.order.betAmount)),
      col('prizePoolAmount', 'amount', (o) => o.order.prizePoolAmount),
      col('prizePoolWinAmount', 'amount', (o) => o.order.prizePoolWinAmount),
      col('betTime', 'time', (o) => o.order.betAt),
      col('balanceTime', 'time', (o) => o.order.balanceAt),
    ],
    newestFirst(orders, (o) => o.order.balanceAt),
  );
}

type Ledger = {
  player: Player;
  refId: string;
  transType: number;
  amount: number;
  before: number;
  after: number;
  at: number;
  remark: string;
};

function balanceLog({ createdAt, inScope, lang }: FileSource): string {
  const { from, until } = fileDay(createdAt);
  const within = (at: number) => at >= from && at <= until;
  const rows = allPlayers()
    .filter(inScope)
    .flatMap((player): Ledger[] => [
      ...playerWallet(player).ledger.map((r) => ({
        player,
        refId: r.refId,
        transType: r.transType,
        amount: r.amount,
        before: r.balanceBefore,
        after: r.balanceAfter,
        at: r.at,
        remark: r.remark,
      })),
      ...db()
        .ledger.filter((r) => r.playerId === player.id)
        .map((r) => ({
          player,
          refId: `ADJ${r.id}`,
          transType: r.transType,
          amount: r.amount,
          before: r.balanceBefore,
          after: r.balanceAfter,
          at: r.at,
          remark: r.remark,
        })),
    ])
    .filter((r) => within(r.at));
  return csvFile<Ledger>(
    [
      col('refId', 'text', (r) => r.refId),
      col('playerId', 'count', (r) => r.player.id),
      col('currencyCode', 'text', (r) => r.player.currencyCode),
      col('transType', 'count', (r) => r.transType),
      col('transTypeName', 'text', (r) => transTypeName(r.transType, lang)),
      col('balanceBefore', 'amount', (r) => r.before),
      col('amount', 'amount', (r) => r.amount),
      col('balanceAfter', 'amount', (r) => r.after),
      col('tradeTime', 'time', (r) => r.at),
      col('remark', 'text', (r) => r.remark),
    ],
    newestFirst(rows, (r) => r.at),
  );
}

function walletTransfers({ createdAt, inScope, lang }: FileSource): string {
  const { from, until } = fileDay(createdAt);
  const rows = allPlayers()
    .filter(inScope)
    .flatMap((player) => playerWallet(player).transfers.map((t) => ({ player, t })))
    .filter(({ t }) => t.at >= from && t.finishAt <= until);
  return csvFile<(typeof rows)[number]>(
    [
      col('refId', 'text', (r) => r.t.refId),
      col('playerId', 'count', (r) => r.player.id),
      col('currencyCode', 'text', (r) => r.player.currencyCode),
      col('tradeType', 'count', (r) => r.t.tradeType),
      col('tradeTypeName', 'text', (r) => transTypeName(r.t.tradeType, lang)),
      col('tradeAmount', 'amount', (r) => r.t.tradeAmount),
      col('balanceBefore', 'amount', (r) => r.t.balanceBefore),
      col('balanceAfter', 'amount', (r) => r.t.balanceAfter),
      col('tradeState', 'count', (r) => r.t.tradeState),
      col('tradeStateName', 'text', (r) => tradeStateName(r.t.tradeState, lang)),
      col('message', 'text', (r) => r.t.message),
      col('tradeTime', 'time', (r) => r.t.at),
      col('finishTime', 'time', (r) => r.t.finishAt),
    ],
    newestFirst(rows, (r) => r.t.at),
  );
}

function onlinePlayers({ createdAt, inScope }: FileSource): string {
  // Online when the task was made: a session that had started and was still open within the hour before.
  const rows = allPlayers()
    .filter(inScope)
    .flatMap((player) => {
      const sessions = dayActivity(player, startOfDay(createdAt)).sessions.filter(
        (s) => s.startAt <= createdAt && s.endAt >= createdAt - HOUR_MS,
      );
      const last = sessions.at(-1);
      return last ? [{ player, session: last }] : [];
    });
  return csvFile<{ player: Player; session: PlaySession }>(
    [
      col('playerId', 'count', (r) => r.player.id),
      col('playerName', 'text', (r) => r.player.playerName),
      col('merchantName', 'text', (r) => r.player.merchantName),
      col('currencyCode', 'text', (r) => r.player.currencyCode),
      col('balance', 'amount', (r) => r.player.balance),
      col('gameName', 'text', (r) => gameName(r.session.gameId)),
      col('platformName', 'text', (r) => terminalName(r.session.terminal)),
      col('ip', 'text', (r) => r.session.ip),
      col('ipName', 'text', (r) => r.session.ipName),
      col('loginTime', 'time', (r) => r.session.startAt),
    ],
    newestFirst(rows, (r) => r.session.startAt),
  );
}

function gameDayReport({ createdAt, inScope }: FileSource): string {
  const { from: day, until } = fileDay(createdAt);
  const orders = ordersOfDay(allPlayers().filter(inScope), day, until);
  const groups = addUp(orders, (o) => `${o.order.gameId}|${o.order.currencyCode}`);
  const rows = [...groups.entries()]
    .map(([key, totals]) => {
      const [gameId = '', currencyCode = ''] = key.split('|');
      return { gameId: Number(gameId), currencyCode, totals };
    })
    .sort((a, b) => a.gameId - b.gameId || a.currencyCode.localeCompare(b.currencyCode));
  return csvFile<(typeof rows)[number]>(
    [
      col('date', 'text', () => formatTime(day).slice(0, 10)),
      col('gameId', 'count', (r) => r.gameId),
      col('gameName', 'text', (r) => gameName(r.gameId)),
      col('currencyCode', 'text', (r) => r.currencyCode),
      ...TOTAL_COLUMNS,
    ],
    rows,
  );
}

function merchantMonthReport({ createdAt, inScope }: FileSource): string {
  const { from: last, until } = fileDay(createdAt);
  const month = formatTime(last).slice(0, 7);
  // The month up to the file's day, within the generated history.
  const first = Math.max(parseTime(`${month}-01`) ?? last, startOfToday() - (HISTORY_DAYS - 1) * DAY_MS);
  const players = allPlayers().filter(inScope);
  const orders: Order[] = [];
  for (let day = first; day <= last; day += DAY_MS) orders.push(...ordersOfDay(players, day, until));
  // One line per merchant and currency: amounts of different currencies are never added.
  const groups = addUp(orders, (o) => `${o.player.merchantId}|${o.order.currencyCode}`);
  const rows = [...groups.entries()]
    .map(([key, totals]) => {
      const [merchantId = '', currencyCode = ''] = key.split('|');
      const org = orgOf(Number(merchantId));
      return {
        merchantId: Number(merchantId),
        merchant: org.merchantName || merchantId,
        team: org.merchantTeamName,
        currencyCode,
        totals,
      };
    })
    .sort((a, b) => a.merchantId - b.merchantId || a.currencyCode.localeCompare(b.currencyCode));
  return csvFile<(typeof rows)[number]>(
    [
      col('month', 'text', () => month),
      col('merchantTeamName', 'text', (r) => r.team),
      col('merchantName', 'text', (r) => r.merchant),
      col('currencyCode', 'text', (r) => r.currencyCode),
      col('playerCount', 'count', (r) => r.totals.players.size),
      ...TOTAL_COLUMNS,
    ],
    rows,
  );
}

const FILES: Record<ExportKind, (source: FileSource) => string> = {
  'bet-orders': betOrders,
  'player-list': playerList,
  'balance-log': balanceLog,
  'wallet-transfers': walletTransfers,
  'report-game-day': gameDayReport,
  'report-merchant-month': merchantMonthReport,
  'online-players': onlinePlayers,
};

export function exportFile(kind: ExportKind, source: FileSource): string {
  return FILES[kind](source);
}
