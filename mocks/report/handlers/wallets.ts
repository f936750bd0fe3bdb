// report.balance and report.diff (reports.md 3.6, 3.7): the list calls, the diff detail and the handle action.
import { http } from 'msw';
import { ORDER_STATUS, ordersInRange } from '@mocks/domain/orders/bet-orders';
import { fail } from '@mocks/lib/envelope';
import { int, numberField, paginate, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { mockNow } from '@mocks/lib/clock';
import { mutate } from '@mocks/domain/store';
import { DAY_MS, parseTime, startOfDay } from '@mocks/lib/time';
import { allPlayers } from '@mocks/domain/players/players';
import { toTransferRow } from '@mocks/domain/players/rows';
import { playerWallet } from '@mocks/domain/players/wallet';
import { balanceRows } from '@mocks/report/db/balance-rows';
import { rateFn } from '@mocks/domain/reports/collect';
import { diffDayRows, diffRowsOf } from '@mocks/report/db/diff-rows';
import { historyStart } from '@mocks/domain/reports/period';
import { diffHandleKey } from '@mocks/domain/reports/state';
import { cents, amountOf } from '@mocks/domain/reports/sums';
import { walletSummary, diffSummary } from '@mocks/report/db/wallet-summary';
import { walletAggregate } from '@mocks/report/db/wallet-aggregate';
import { orgFilter } from '@mocks/domain/org-filter';
import { listAnswer, spanOf } from '@mocks/domain/reports/answer';
import { reportMessage } from '@mocks/domain/reports/messages';
import type { DiffReportRow } from '@/api/report';

const REMARK = { min: 4, max: 200 } as const;

function diffFilter(ctx: AuthedCtx): (row: DiffReportRow) => boolean {
  const diffType = int(ctx.query, 'diffType');
  const onlyDiff = (int(ctx.query, 'onlyDiff') ?? 1) === 1;
  const handleStatus = int(ctx.query, 'handleStatus');
  return (r) =>
    (diffType === undefined || r.diffType === diffType) &&
    (!onlyDiff || r.diffCount > 0) &&
    (handleStatus === undefined ||
      (r.unhandledDays === undefined
        ? r.handleStatus === handleStatus
        : (r.unhandledDays === 0) === (handleStatus === 1)));
}

/** The day (ms) of a `YYYY-MM-DD` inside the history, else undefined. */
function historyDay(statDate: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(statDate)) return undefined;
  const at = parseTime(statDate);
  if (at === null) return undefined;
  const day = startOfDay(at);
  return day >= historyStart() && day <= startOfDay(mockNow()) ? day : undefined;
}

function detail(ctx: AuthedCtx) {
  const day = historyDay(text(ctx.query, 'statDate') ?? '');
  const merchantId = int(ctx.query, 'merchantId');
  const currency = text(ctx.query, 'currencyCode');
  const diffType = int(ctx.query, 'diffType');
  const empty = { list: [], total: 0, summary: { amount: 0 } };
  if (day === undefined || merchantId === undefined || currency === undefined) return ctx.ok(empty);
  const mine = (r: { merchantId: number; merchantTeamId: number; currencyCode: string }) =>
    ctx.inScope(r) && r.merchantId === merchantId && r.currencyCode === currency;
  const inDay = (at: number) => at >= day && at < day + DAY_MS;
  if (diffType === 1) {
    const rows = allPlayers()
      .filter(mine)
      .flatMap((p) =>
        playerWallet(p, day)
          .transfers.filter((t) => t.tradeState === 2 && inDay(t.at))
          .map((t) => toTransferRow(t, p, ctx.lang)),
      )
      .sort((a, b) => (a.tradeTime < b.tradeTime ? 1 : -1));
    const amount = amountOf(rows.reduce((s, r) => s + cents(r.tradeAmount), 0));
    return ctx.ok({ ...paginate(rows, ctx.query), summary: { amount } });
  }
  if (diffType === 2) {
    const single = new Set(
      allPlayers()
        .filter((p) => p.walletType === 2 && mine(p))
        .map((p) => p.id),
    );
    const rows = ordersInRange(
      { start: day, end: day + DAY_MS - 1000 },
      (o) => o.status === ORDER_STATUS.pending && single.has(o.playerId) && mine(o),
    ).sort((a, b) => (a.balanceTime < b.balanceTime ? 1 : -1));
    const amount = amountOf(rows.reduce((s, o) => s - (cents(o.boundsAmount) - cents(o.betAmount)), 0));
    return ctx.ok({ ...paginate(rows, ctx.query), summary: { amount } });
  }
  return ctx.ok(empty);
}

export const reportWalletHandlers = [
  http.get(
    '*/api/report/balance/list',
    authedRoute((ctx) => {
      const found = spanOf(ctx);
      if (!found.ok) return found.response;
      const rows = balanceRows(walletAggregate(found.span.days[0] ?? Infinity), found.span, orgFilter(ctx), rateFn());
      return listAnswer(ctx, rows, (r) => r.closingBalanceCny, walletSummary(rows));
    }),
  ),
  http.get(
    '*/api/report/diff/list',
    authedRoute((ctx) => {
      const found = spanOf(ctx);
      if (!found.ok) return found.response;
      const days = diffDayRows(
        walletAggregate(found.span.days[0] ?? Infinity),
        found.span.days,
        orgFilter(ctx),
        rateFn(),
      );
      const rows = diffRowsOf(days, found.span).filter(diffFilter(ctx));
      return listAnswer(ctx, rows, (r) => Math.abs(r.diffAmountCny), diffSummary(rows));
    }),
  ),
  http.get('*/api/report/diff/detail', authedRoute(detail)),
  http.post(
    '*/api/report/diff/handle',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const statDate = textField(body, 'statDate');
      const remark = textField(body, 'remark');
      const merchantId = numberField(body, 'merchantId');
      const currency = textField(body, 'currencyCode');
      const diffType = numberField(body, 'diffType');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(statDate)) return fail(reportMessage(ctx.lang, 'handleDayOnly'));
      if (remark.length < REMARK.min || remark.length > REMARK.max) {
        return fail(reportMessage(ctx.lang, 'handleRemarkLength'));
      }
      const day = historyDay(statDate);
      const keep = (r: { merchantId: number; merchantTeamId: number; currencyCode: string }) =>
        ctx.inScope(r) && r.merchantId === merchantId && r.currencyCode === currency;
      const find = () =>
        day === undefined
          ? undefined
          : diffDayRows(walletAggregate(day), [day], keep, rateFn()).find((r) => r.diffType === diffType);
      const row = find();
      if (!row) return fail(reportMessage(ctx.lang, 'diffRowNotFound'));
      mutate((s) => {
        s.report.diffHandles[diffHandleKey(statDate, row.merchantId, row.currencyCode, row.diffType)] = {
          handler: ctx.account.username,
          at: mockNow(),
          remark,
        };
      });
      return ctx.ok(find());
    }),
  ),
];
