// control.gameRtpCorrection (control.md 1.7): the log, newest `correctTime` first, by game, mode and correction time
// (default the last 7 days, at most 31, README 0.2), and the manual correction. No remove: it is an audit log.
// Platform staff only.
import { http } from 'msw';
import { correctionRows, saveManualCorrection } from '@mocks/control/db/corrections';
import { controlMessage } from '@mocks/control/db/messages';
import { answerIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, textField } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { spanFromQuery } from '@mocks/lib/date-span';
import { DAY_MS, startOfToday } from '@mocks/lib/time';

const answer = answerIn(controlMessage);
const MAX_DAYS = 31;

export const controlCorrectionHandlers = [
  http.get(
    '*/api/control/gameRtpCorrection/list',
    authedStaffRoute((ctx) => {
      const today = startOfToday();
      const span = spanFromQuery(
        ctx,
        { max: { days: MAX_DAYS }, fallback: () => ({ start: today - 6 * DAY_MS, end: today + DAY_MS - 1000 }) },
        () => ctx.fail('dateRange31TooLong'),
      );
      if (!span.ok) return span.response;
      const range = span.value ?? { start: today, end: today };
      const mode = int(ctx.query, 'mode');
      const rows = correctionRows(int(ctx.query, 'gameId'), range.start)
        .filter((r) => (mode === undefined || r.mode === mode) && r.at >= range.start && r.at < range.end + 1000)
        .sort((a, b) => b.at - a.at || b.mode - a.mode || b.id - a.id)
        .map(({ at: _at, ...row }) => row);
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),

  http.post(
    '*/api/control/gameRtpCorrection/save',
    authedStaffRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const input = {
        gameId: numberField(body, 'gameId'),
        afterRtp: numberField(body, 'afterRtp'),
        remark: textField(body, 'remark'),
      };
      return answer(ctx, saveManualCorrection(input, ctx.account.username));
    }),
  ),
];
