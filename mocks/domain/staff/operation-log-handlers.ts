// The operation log (system.md 4.7): read-only, newest first. One implementation for both sets: the system log shows
// platform (type 1) users' calls; the merchant log (mocks/merchant/handlers/operation-log.ts) type 2/3 users' calls
// inside the caller's scope (README 0.4), filtered by user type, team (the merchant's current one) and merchant.
import { http } from 'msw';
import { int, paginate, text } from '@mocks/lib/params';
import { authedRoute, type AuthedCtx } from '@mocks/domain/route';
import { SEVEN_DAYS, spanFromQuery } from '@mocks/lib/date-span';
import { DAY_MS, inRange, parseTime, startOfToday } from '@mocks/lib/time';
import { teamIdOf } from '@mocks/domain/org/org';
import type { AuthSet } from '@mocks/domain/staff/auth-state';
import { operationLogRows } from '@mocks/domain/staff/operation-log';
import type { OpLogRow } from '@/api/system-logs';

function merchantRows(ctx: AuthedCtx): (r: OpLogRow) => boolean {
  const userType = int(ctx.query, 'userType');
  const teamId = int(ctx.query, 'merchantTeamId');
  const merchantId = int(ctx.query, 'merchantId');
  return (r) =>
    r.userType !== 1 &&
    ctx.inScope(r) &&
    (userType === undefined || r.userType === userType) &&
    (teamId === undefined || teamIdOf(r) === teamId) &&
    (merchantId === undefined || r.merchantId === merchantId);
}

export function operationLogHandlersOf(set: AuthSet) {
  return [
    http.get(
      `*/api/${set}/operationLog/list`,
      authedRoute((ctx) => {
        const today = startOfToday();
        const span = spanFromQuery(ctx, {
          max: SEVEN_DAYS,
          fallback: () => ({ start: today, end: today + DAY_MS - 1000 }),
        });
        if (!span.ok) return span.response;
        const range = span.value;
        const ofSet = set === 'system' ? (r: OpLogRow) => r.userType === 1 : merchantRows(ctx);
        const username = text(ctx.query, 'username')?.toLowerCase();
        const module = text(ctx.query, 'module');
        const action = text(ctx.query, 'action')?.toLowerCase();
        const status = int(ctx.query, 'status');
        const ip = text(ctx.query, 'ip');
        const rows = operationLogRows().filter(
          (r) =>
            ofSet(r) &&
            inRange(parseTime(r.operTime) ?? 0, range) &&
            (!username || r.username.toLowerCase().includes(username)) &&
            (!module || r.module === module || r.module.startsWith(`${module}.`)) &&
            (!action || r.action.toLowerCase() === action) &&
            (status === undefined || r.status === status) &&
            (!ip || r.ip.includes(ip)),
        );
        return ctx.ok(paginate(rows, ctx.query));
      }),
    ),
  ];
}
