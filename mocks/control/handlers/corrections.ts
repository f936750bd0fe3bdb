// control.gameRtpCorrection (control.md 1.7): the log, newest `correctTime` first, by game, mode and correction time
// (default the last 7 days, at most 31, README 0.2), and the manual correction. No remove: it is an audit log.
// Platform staff only.
import { http } from 'msw';
import { correctionRows, saveManualCorrection } from '@mocks/control/db/corrections';
import { controlMessage } from '@mocks/control/db/messages';
import { answerIn } from '@mocks/lib/outcome';
import { int, numberField, paginate, textField } from '@mocks/lib/params';
import { authedStaffRoute, readBody } from '@mocks/domain/route';
import { weekWithin31Days } from '@mocks/lib/date-span';

const answer = answerIn(controlMessage);

export const controlCorrectionHandlers = [
  http.get(
    '*/api/control/gameRtpCorrection/list',
    authedStaffRoute((ctx) => {
      const span = weekWithin31Days(ctx);
      if (!span.ok) return span.response;
      const range = span.value;
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
