// The player detail's history tabs: bet orders, online log, wallet transfers and the balance ledger.
import { http } from 'msw';
import { betOrderSummary } from '@mocks/lib/bet-summary';
import { int, paginate, sortRows, text } from '@mocks/lib/params';
import { authedRoute } from '@mocks/domain/route';
import { db } from '@mocks/domain/store';
import { inRange } from '@mocks/lib/time';
import { playerActivity } from '@mocks/domain/players/activity';
import { toBetOrder, toLedgerRow, toOnlineLog, toTransferRow } from '@mocks/domain/players/rows';
import { playerWallet } from '@mocks/domain/players/wallet';
import { rangeFromQuery } from '@mocks/lib/date-span';
import { playerFromQuery } from '@mocks/player/handlers/common';

const newestFirst = <T>(rows: T[], at: (row: T) => number) => rows.sort((a, b) => at(b) - at(a));

export const playerLogHandlers = [
  http.get(
    '*/api/player/betOrder',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      if (!found.ok) return found.response;
      const range = rangeFromQuery(ctx);
      if (!range.ok) return range.response;
      const id = text(ctx.query, 'id');
      const byParent = text(ctx.query, 'idType') === 'pid';
      const gameId = int(ctx.query, 'gameId');
      const byBetTime = int(ctx.query, 'dateType') === 1;
      const orders = playerActivity(found.value).orders.filter(
        (o) =>
          (id === undefined || (byParent ? o.pid : o.id) === id) &&
          (gameId === undefined || o.gameId === gameId) &&
          inRange(byBetTime ? o.betAt : o.balanceAt, range.value),
      );
      const rows = newestFirst([...orders], (o) => o.balanceAt).map((o) => toBetOrder(o, found.value.id));
      // A player has one currency, so the summary always carries the native totals.
      const summary = betOrderSummary(rows, found.value.currencyCode);
      return ctx.ok({ ...paginate(sortRows(rows, ctx.query), ctx.query), summary });
    }),
  ),

  http.get(
    '*/api/player/onlineLog',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      if (!found.ok) return found.response;
      const range = rangeFromQuery(ctx);
      if (!range.ok) return range.response;
      const gameId = int(ctx.query, 'gameId');
      const terminal = int(ctx.query, 'terminal');
      const ip = text(ctx.query, 'ip');
      const sessions = playerActivity(found.value).sessions.filter(
        (s) =>
          (gameId === undefined || s.gameId === gameId) &&
          (terminal === undefined || s.terminal === terminal) &&
          (ip === undefined || s.ip.includes(ip)) &&
          inRange(s.startAt, range.value),
      );
      const rows = newestFirst([...sessions], (s) => s.startAt).map(toOnlineLog);
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.get(
    '*/api/player/translateLog',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      if (!found.ok) return found.response;
      const range = rangeFromQuery(ctx);
      if (!range.ok) return range.response;
      const tradeType = int(ctx.query, 'tradeType');
      const tradeState = int(ctx.query, 'tradeState');
      const byFinish = int(ctx.query, 'dateType') === 2;
      const transfers = playerWallet(found.value).transfers.filter(
        (t) =>
          (tradeType === undefined || t.tradeType === tradeType) &&
          (tradeState === undefined || t.tradeState === tradeState) &&
          inRange(byFinish ? t.finishAt : t.at, range.value),
      );
      const rows = newestFirst([...transfers], (t) => t.at).map((t) => toTransferRow(t, found.value, ctx.lang));
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.get(
    '*/api/player/balanceLog',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      if (!found.ok) return found.response;
      const range = rangeFromQuery(ctx);
      if (!range.ok) return range.response;
      const player = found.value;
      const transType = int(ctx.query, 'transType');
      const manual = db().ledger.filter((r) => r.playerId === player.id);
      const records = [...playerWallet(player).ledger, ...manual].filter(
        (r) => (transType === undefined || r.transType === transType) && inRange(r.at, range.value),
      );
      // Chain order, newest first, also where rows share a time (a bet settled the second it was placed).
      const rows = newestFirst(records.reverse(), (r) => r.at).map((r) => toLedgerRow(r, player, ctx.lang));
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),
];
