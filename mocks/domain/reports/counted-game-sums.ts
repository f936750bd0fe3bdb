// A day's counted orders (README 0.1) summed by (game, currency), straight from the generator's draws (activity.ts
// `playDay`): no order records, ids or per-order tuples are built, and the seeded status hashes each player's id
// prefix once. control's cycles read only these figures, for every completed day of the history (corrections.ts:
// a game that never left its tolerance is checked back to the first day), and building the records was most of
// that walk's cost, their garbage included. Status changes of the store apply as everywhere (by order id).
import { changedStatuses, ORDER_STATUS, playersOfTask } from '@mocks/domain/orders/bet-orders';
import { seededStatusesOf } from '@mocks/domain/orders/order-status';
import { dayIdPrefix, HISTORY_DAYS, playDay } from '@mocks/domain/players/activity';
import { addOrder, emptySums, type Sums } from '@mocks/domain/reports/sums';
import { DAY_MS, startOfToday } from '@mocks/lib/time';

/** A day's counted orders by (game, currency): the figures control's cycles read (corrections.ts). */
export type GameDayCell = { gameId: number; currencyCode: string; sums: Sums };

/** The counted sums by (game, currency) of the orders generated for `dayStart` and settled in it by `horizon`: the
 * same as adding up `settledOrdersOfDay(dayStart, horizon)`'s counted orders (cold-days.test.ts); of the `games` only
 * when given (the others' orders are drawn, as the stream needs, but neither hashed nor added). */
export function countedGameSums(dayStart: number, horizon: number, games?: ReadonlySet<number>): GameDayCell[] {
  const today = startOfToday();
  if (dayStart > today || dayStart <= today - HISTORY_DAYS * DAY_MS) return [];
  const changed = changedStatuses();
  const end = Math.min(horizon, dayStart + DAY_MS - 1);
  const cells = new Map<string, GameDayCell>();
  for (const player of playersOfTask()) {
    // Built at the player's first order: a player idle that day costs no id prefix.
    let prefix = '';
    let seeded: ((round: number, child: number) => number) | undefined;
    const { currencyCode } = player;
    let gameId = -1;
    let sums = emptySums();
    playDay(player, dayStart, (d) => {
      if (d.balanceAt < dayStart || d.balanceAt > end || (games && !games.has(d.gameId))) return;
      if (!seeded) seeded = seededStatusesOf((prefix = dayIdPrefix(player, dayStart)));
      const status = changed.size
        ? (changed.get(`${prefix}${String(d.round).padStart(4, '0')}${String(d.child + 1).padStart(2, '0')}`) ??
          seeded(d.round, d.child))
        : seeded(d.round, d.child);
      if (status !== ORDER_STATUS.success) return;
      if (d.gameId !== gameId) {
        gameId = d.gameId;
        const key = `${gameId}|${currencyCode}`;
        let cell = cells.get(key);
        if (!cell) cells.set(key, (cell = { gameId, currencyCode, sums: emptySums() }));
        sums = cell.sums;
      }
      addOrder(sums, d);
    });
  }
  return [...cells.values()];
}
