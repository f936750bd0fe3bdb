// Server application logs (system.md 4.8): read-only; the last hour by default, at most 24 hours, 200 rows a page.
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { fail } from '@mocks/lib/envelope';
import { int, text } from '@mocks/lib/params';
import { authedRoute } from '@mocks/domain/route';
import { spanFromQuery } from '@mocks/lib/date-span';
import { HOUR_MS } from '@mocks/lib/time';
import { systemMessage } from '@mocks/domain/rates/currency-messages';
import { runtimeLogLines } from '@mocks/system/db/runtime-log';
import { LOG_LEVELS, type LogLevel } from '@/api/system-logs';

const MAX_PAGE_SIZE = 200;

export const runtimeLogHandlers = [
  http.get(
    '*/api/system/runtimeLog/list',
    authedRoute((ctx) => {
      const now = mockNow();
      const span = spanFromQuery(
        ctx,
        { max: { ms: 24 * HOUR_MS }, widen: 'endSecond', fallback: () => ({ start: now - HOUR_MS, end: now }) },
        () => fail(systemMessage(ctx.lang, 'range24h')),
      );
      if (!span.ok) return span.response;
      const range = { ...(span.value ?? { start: now - HOUR_MS, end: now }) };
      // Nothing is logged ahead of the server's clock.
      range.end = Math.min(range.end, now);
      const level = text(ctx.query, 'level')?.toUpperCase();
      const rows = runtimeLogLines(range, {
        level: LOG_LEVELS.includes(level as LogLevel) ? (level as LogLevel) : undefined,
        service: text(ctx.query, 'service'),
        node: text(ctx.query, 'node'),
        traceId: text(ctx.query, 'traceId'),
        keyword: text(ctx.query, 'keyword'),
      });
      const current = Math.max(1, int(ctx.query, 'current') ?? 1);
      const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, int(ctx.query, 'pageSize') ?? 20));
      return ctx.ok({ list: rows.slice((current - 1) * pageSize, current * pageSize), total: rows.length });
    }),
  ),
];
