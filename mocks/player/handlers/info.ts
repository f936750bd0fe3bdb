// One player's profile, balance, per-game stats and the back-office balance change.
import { http } from 'msw';
import { gameName } from '@mocks/domain/orders/seed-games';
import { checkedNumber } from '@mocks/lib/number-rules';
import { numberField, paginate, textField } from '@mocks/lib/params';
import { round2 } from '@mocks/lib/random';
import { authedRoute } from '@mocks/domain/route';
import { guardedRoute } from '@mocks/domain/approvals/guarded-route';
import { formatTime } from '@mocks/lib/time';
import { playerActivity } from '@mocks/domain/players/activity';
import type { BetRecord } from '@mocks/domain/players/activity';
import { changeBalance, toPlayerInfo, type Player } from '@mocks/domain/players/players';
import type { GameStatsRow } from '@/api/player';
import { playerById, playerFromQuery } from '@mocks/player/handlers/common';

type StatsRow = GameStatsRow & { gameId: number };

const scopeOfPlayer = (p: Player) => ({ merchantTeamId: p.merchantTeamId, merchantId: p.merchantId });

function gameStats(orders: readonly BetRecord[], currencyCode: string): StatsRow[] {
  const byGame = new Map<number, { rows: BetRecord[]; pids: Set<string> }>();
  for (const order of orders) {
    const entry = byGame.get(order.gameId) ?? { rows: [], pids: new Set<string>() };
    entry.rows.push(order);
    entry.pids.add(order.pid);
    byGame.set(order.gameId, entry);
  }
  const stats = [...byGame.entries()].map(([gameId, { rows, pids }]): StatsRow => {
    const bet = round2(rows.reduce((s, r) => s + r.betAmount, 0));
    const payout = round2(rows.reduce((s, r) => s + r.boundsAmount, 0));
    return {
      gameId,
      gameName: gameName(gameId),
      currencyCode,
      betAmount: bet,
      boundsAmount: payout,
      userWinAmount: round2(payout - bet),
      companyWinAmount: round2(bet - payout),
      betCount: rows.length,
      roundCount: pids.size,
      clearCount: rows.reduce((s, r) => s + r.clearCount, 0),
      clearCountFree: rows.reduce((s, r) => s + r.clearCountFree, 0),
      updateTime: formatTime(Math.max(...rows.map((r) => r.balanceAt))),
    };
  });
  return stats.sort((a, b) => b.betAmount - a.betAmount);
}

export const playerInfoHandlers = [
  http.get(
    '*/api/player/info',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      return found.ok ? ctx.ok({ info: toPlayerInfo(found.value) }) : found.response;
    }),
  ),

  http.get(
    '*/api/player/balance',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      return found.ok ? ctx.ok({ balance: found.value.balance }) : found.response;
    }),
  ),

  http.get(
    '*/api/player/gameStats',
    authedRoute((ctx) => {
      const found = playerFromQuery(ctx);
      if (!found.ok) return found.response;
      const player = found.value;
      return ctx.ok(paginate(gameStats(playerActivity(player).orders, player.currencyCode), ctx.query));
    }),
  ),

  // Guarded (operations.md 7.1): past its checks, a change the balance rule holds back becomes a request.
  http.post(
    '*/api/player/updateBalance',
    guardedRoute({
      action: 'player.updateBalance',
      module: 'player.page',
      prepare: (ctx, body) => {
        const found = playerById(ctx, numberField(body, 'playerId'));
        if (!found.ok) return found.response;
        // At most two decimals and 12 digits before the point, like the console's amount: nothing is rounded away.
        const checked = checkedNumber(body, 'balance', { decimals: 2 });
        const amount = checked.ok ? checked.value : undefined;
        if (amount === undefined || amount === 0) return ctx.fail('invalidAmount');
        if (!textField(body, 'verifyCode')) return ctx.fail('verifyCodeRequired');
        const remark = textField(body, 'remark');
        if (!remark) return ctx.fail('remarkRequired');
        const player = found.value;
        const after = round2(player.balance + amount);
        if (after < 0) return ctx.fail('balanceBelowZero');
        return {
          target: { type: 'player', id: String(player.id), name: player.nickName, ...scopeOfPlayer(player) },
          changes: [{ field: 'balance', before: player.balance, after }],
          amount: { value: amount, currencyCode: player.currencyCode },
          reason: remark,
          apply: () => {
            const outcome = changeBalance(player, amount, remark, ctx.account.username);
            return outcome.ok ? ctx.ok(null) : ctx.fail('balanceBelowZero');
          },
        };
      },
    }),
  ),
];
