// Look-ups shared by the player calls: the player named by the request and the `date` range filter.
import { int } from '@mocks/lib/params';
import type { AuthedCtx, Ctx } from '@mocks/domain/route';
import { exceedsSevenDays, parseRange, type TimeRange } from '@mocks/lib/time';
import { getPlayer, type Player } from '@mocks/domain/players/players';

export type Found<T> = { ok: true; value: T } | { ok: false; response: Response };

export function playerFromQuery(ctx: AuthedCtx, key = 'playerId'): Found<Player> {
  return playerById(ctx, int(ctx.query, key));
}

/** A player outside the caller's scope answers like an unknown one, so the scope does not tell which ids exist. */
export function playerById(ctx: AuthedCtx, id: number | undefined): Found<Player> {
  const player = id === undefined ? undefined : getPlayer(id);
  return player && ctx.inScope(player)
    ? { ok: true, value: player }
    : { ok: false, response: ctx.fail('playerNotFound') };
}

/** The `date` filter with the server-side 7-day rule; absent means unfiltered unless a fallback is given. */
export function rangeFromQuery(ctx: Ctx, fallback: TimeRange | null = null): Found<TimeRange | null> {
  const parsed = parseRange(ctx.query.get('date'));
  if (!parsed.ok) return { ok: false, response: ctx.fail('invalidDate') };
  if (exceedsSevenDays(parsed.range)) return { ok: false, response: ctx.fail('dateRangeTooLong') };
  return { ok: true, value: parsed.range ?? fallback };
}
