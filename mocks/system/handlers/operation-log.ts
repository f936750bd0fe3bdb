// The system operation log (system.md 4.7): read-only, newest first, platform (type 1) users' calls.
import { http } from 'msw';
import { int, paginate, text } from '@mocks/lib/params';
import { authedRoute } from '@mocks/lib/route';
import { DAY_MS, exceedsSevenDays, inRange, parseRange, parseTime, startOfToday } from '@mocks/lib/time';
import { operationLogRows } from '@mocks/system/db/operation-log';

export const operationLogHandlers = [
  http.get(
    '*/api/system/operationLog/list',
    authedRoute((ctx) => {
      const parsed = parseRange(ctx.query.get('date'));
      if (!parsed.ok) return ctx.fail('invalidDate');
      if (exceedsSevenDays(parsed.range)) return ctx.fail('dateRangeTooLong');
      const today = startOfToday();
      const range = parsed.range ?? { start: today, end: today + DAY_MS - 1000 };
      const username = text(ctx.query, 'username')?.toLowerCase();
      const module = text(ctx.query, 'module');
      const action = text(ctx.query, 'action')?.toLowerCase();
      const status = int(ctx.query, 'status');
      const ip = text(ctx.query, 'ip');
      const rows = operationLogRows().filter(
        (r) =>
          r.userType === 1 &&
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
