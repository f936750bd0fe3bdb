// Look-ups shared by the player calls: the player named by the request (the `date` filter is mocks/lib/date-span.ts).
import type { Found } from '@mocks/lib/date-span';
import { int } from '@mocks/lib/params';
import type { AuthedCtx } from '@mocks/domain/route';
import { getPlayer, type Player } from '@mocks/domain/players/players';

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
