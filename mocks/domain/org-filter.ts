// The merchant team, merchant and currency filters that every list with merchant data takes, inside the caller's
// data scope (back-office README 0.4: a value outside the scope finds nothing; an absent one means the whole scope).
// The team is the one the row's merchant is in now (mocks/merchant/db/org.ts).
import { int, text } from '@mocks/lib/params';
import type { AuthedCtx } from '@mocks/domain/route';
import { teamIdOf } from '@mocks/domain/org/org';

export type OrgRow = { merchantTeamId: number; merchantId: number; currencyCode: string };

export function orgFilter(ctx: AuthedCtx): (row: OrgRow) => boolean {
  const teamId = int(ctx.query, 'merchantTeamId');
  const merchantId = int(ctx.query, 'merchantId');
  const currency = text(ctx.query, 'currencyCode');
  return (r) =>
    ctx.inScope(r) &&
    (teamId === undefined || teamIdOf(r) === teamId) &&
    (merchantId === undefined || r.merchantId === merchantId) &&
    (currency === undefined || r.currencyCode === currency);
}
