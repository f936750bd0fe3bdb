// Player management pages: the player list and its actions, who is online, and all wallet transfers.
import { http } from 'msw';
import { GAMES } from '@mocks/domain/orders/seed-games';
import { mockNow } from '@mocks/lib/clock';
import { orgFilter } from '@mocks/domain/org-filter';
import { int, numberField, paginate, sortRows, text } from '@mocks/lib/params';
import { createRng } from '@mocks/lib/random';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { db, mutate, type PlayerPatch } from '@mocks/domain/store';
import { DAY_MS, dayNumber, formatTime, inRange, startOfToday } from '@mocks/lib/time';
import { allPlayers, patchPlayer, toPlayerRow, type Player } from '@mocks/domain/players/players';
import { toTransferRow } from '@mocks/domain/players/rows';
import { playerWallet } from '@mocks/domain/players/wallet';
import { rangeFromQuery } from '@mocks/lib/date-span';
import { playerById } from '@mocks/player/handlers/common';
import { terminalName } from '@mocks/domain/org/seed-org';
import type { OnlinePlayer } from '@/api/player';

/** Filters every player list shares, inside the caller's scope (a filter outside it finds nothing). */
function playerFilter(ctx: AuthedCtx): (p: Player) => boolean {
  const id = int(ctx.query, 'playerId') ?? int(ctx.query, 'id');
  const org = orgFilter(ctx);
  return (p) => org(p) && (id === undefined || p.id === id);
}

// About one in five players who logged in today is still online, until kicked out.
function isOnline(p: Player, now: number): boolean {
  if (p.state !== 1 || p.loginAt < startOfToday(now)) return false;
  if ((db().kickedAt[p.id] ?? 0) >= p.loginAt) return false;
  return p.id === 880001 || createRng('online', p.id, dayNumber(now)).chance(0.2);
}

const FREEZE_REASON_LENGTH = { min: 4, max: 200 } as const;

function isFreezeReason(reason: string | undefined): boolean {
  const length = reason === undefined ? 0 : [...reason].length;
  return length >= FREEZE_REASON_LENGTH.min && length <= FREEZE_REASON_LENGTH.max;
}

async function bodyPlayer(ctx: AuthedCtx) {
  const body = await readBody(ctx.request);
  return { body, found: playerById(ctx, numberField(body, 'id') ?? numberField(body, 'playerId')) };
}

export const playerAdminHandlers = [
  http.get(
    '*/api/player/page',
    authedRoute((ctx) => {
      const name = text(ctx.query, 'playerName')?.toLowerCase();
      const state = int(ctx.query, 'state');
      const type = int(ctx.query, 'type');
      const now = mockNow();
      const rows = allPlayers()
        .filter(playerFilter(ctx))
        .filter((p) => name === undefined || p.playerName.toLowerCase().includes(name))
        .filter((p) => (state === undefined || p.state === state) && (type === undefined || p.type === type))
        .map((p) => ({ ...toPlayerRow(p), online: isOnline(p, now) ? 1 : 0 }));
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  http.post(
    '*/api/player/update',
    authedRoute(async (ctx) => {
      const { body, found } = await bodyPlayer(ctx);
      if (!found.ok) return found.response;
      const change: PlayerPatch = {};
      if (typeof body.nickName === 'string') change.nickName = body.nickName;
      const reason = typeof body.reason === 'string' ? body.reason.trim() : undefined;
      if (reason !== undefined) change.reason = reason;
      const state = numberField(body, 'state');
      const type = numberField(body, 'type');
      // A freeze says why (the info tab shows it as 冻结原因): 4-200 characters once trimmed.
      if (state === 0 && !isFreezeReason(reason)) return ctx.fail('freezeReasonRequired');
      if (state !== undefined) change.state = state === 0 ? 0 : 1;
      if (type !== undefined) change.type = type === 1 ? 1 : 2;
      patchPlayer(found.value.id, change);
      return ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/player/kickOut',
    authedRoute(async (ctx) => {
      const { found } = await bodyPlayer(ctx);
      if (!found.ok) return found.response;
      mutate((s) => void (s.kickedAt[found.value.id] = mockNow()));
      return ctx.ok(null);
    }),
  ),

  http.post(
    '*/api/player/resetGame',
    authedRoute(async (ctx) => {
      const { found } = await bodyPlayer(ctx);
      if (!found.ok) return found.response;
      mutate((s) => void (s.resetGameAt[found.value.id] = mockNow()));
      return ctx.ok(null);
    }),
  ),

  http.get(
    '*/api/player/online/list',
    authedRoute((ctx) => {
      const now = mockNow();
      const gameId = int(ctx.query, 'gameId');
      const rows = allPlayers()
        .filter((p) => isOnline(p, now) && playerFilter(ctx)(p))
        .map((p): OnlinePlayer => {
          const game = createRng('online-game', p.id, dayNumber(now)).pick(GAMES);
          return {
            id: p.id,
            playerId: p.id,
            playerName: p.playerName,
            nickName: p.nickName,
            merchantTeamId: p.merchantTeamId,
            merchantTeamName: p.merchantTeamName,
            merchantId: p.merchantId,
            merchantName: p.merchantName,
            currencyCode: p.currencyCode,
            balance: p.balance,
            gameId: game.gid,
            gameName: game.name,
            terminal: p.terminal,
            platformName: terminalName(p.terminal),
            ip: p.ip,
            ipName: p.ipName,
            loginTime: formatTime(p.loginAt),
          };
        })
        .filter((r) => gameId === undefined || r.gameId === gameId)
        .sort((a, b) => b.loginTime.localeCompare(a.loginTime));
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),

  // Transfers across all players; without a date it shows today, as the page's default filter does.
  http.get(
    '*/api/player/translateWallet/list',
    authedRoute((ctx) => {
      const today = startOfToday();
      const range = rangeFromQuery(ctx, { start: today, end: today + DAY_MS - 1000 });
      if (!range.ok) return range.response;
      const tradeType = int(ctx.query, 'tradeType');
      const tradeState = int(ctx.query, 'tradeState');
      const byFinish = int(ctx.query, 'dateType') === 2;
      // The wallets from the range's start, by finish time (dateType 2) from 10 minutes before it (a transfer closes
      // up to 10 minutes after it starts); the whole history without a range.
      const since = range.value ? range.value.start - (byFinish ? 10 * 60_000 : 0) : undefined;
      const rows = allPlayers()
        .filter(playerFilter(ctx))
        .flatMap((p) =>
          playerWallet(p, since)
            .transfers.filter(
              (t) =>
                (tradeType === undefined || t.tradeType === tradeType) &&
                (tradeState === undefined || t.tradeState === tradeState) &&
                inRange(byFinish ? t.finishAt : t.at, range.value),
            )
            .map((t) => ({
              ...toTransferRow(t, p, ctx.lang),
              playerName: p.playerName,
              merchantName: p.merchantName,
              merchantTeamName: p.merchantTeamName,
            })),
        )
        .sort((a, b) => b.tradeTime.localeCompare(a.tradeTime));
      return ctx.ok(paginate(sortRows(rows, ctx.query), ctx.query));
    }),
  ),
];
