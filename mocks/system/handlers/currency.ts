// Currencies, their bet configs and their rates (system.md 4.4-4.6).
import { http } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { answerIn } from '@mocks/lib/outcome';
import { numberField, paginate, text, textField } from '@mocks/lib/params';
import { authedRoute, readBody, type AuthedCtx } from '@mocks/domain/route';
import { formatTime, parseRange } from '@mocks/lib/time';
import { currencyRows, removeCurrency, saveCurrency } from '@mocks/domain/rates/currency';
import { configRecords, saveConfig } from '@mocks/system/db/currency-config';
import { systemMessage } from '@mocks/domain/rates/currency-messages';
import { rateRows, removeRate, saveRate } from '@mocks/domain/rates/currency-rate';

const answer = answerIn(systemMessage);

const optionalId = (body: Record<string, unknown>) => numberField(body, 'id');
const stamp = (ctx: AuthedCtx) => [ctx.account.username, formatTime(mockNow())] as const;
const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
const matches = (query: URLSearchParams, key: string, value: string | number) => {
  const wanted = text(query, key);
  return wanted === undefined || wanted === String(value);
};

export const currencyHandlers = [
  http.get(
    '*/api/system/currency/list',
    authedRoute((ctx) => {
      const code = text(ctx.query, 'code')?.toUpperCase();
      const rows = currencyRows(ctx.lang).filter(
        (c) => (!code || c.code.includes(code)) && matches(ctx.query, 'status', c.status),
      );
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),
  http.post(
    '*/api/system/currency/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const input = {
        id: optionalId(body),
        code: textField(body, 'code'),
        name: textField(body, 'name'),
        symbol: textField(body, 'symbol'),
        country: textField(body, 'country'),
        decimals: numberField(body, 'decimals') ?? NaN,
        sort: numberField(body, 'sort') ?? 0,
        status: numberField(body, 'status') ?? 1,
        remark: textField(body, 'remark'),
      };
      return answer(ctx, saveCurrency(input, ...stamp(ctx), ctx.lang));
    }),
  ),
  http.post(
    '*/api/system/currency/remove',
    authedRoute(async (ctx) => answer(ctx, removeCurrency(numberField(await readBody(ctx.request), 'id') ?? 0))),
  ),

  http.get(
    '*/api/system/currencyConfig/list',
    authedRoute((ctx) => {
      const rows = configRecords().filter(
        (c) => matches(ctx.query, 'currencyCode', c.currencyCode) && matches(ctx.query, 'status', c.status),
      );
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),
  http.post(
    '*/api/system/currencyConfig/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const input = {
        id: optionalId(body),
        currencyCode: textField(body, 'currencyCode'),
        minBet: numberField(body, 'minBet') ?? NaN,
        maxBet: numberField(body, 'maxBet') ?? NaN,
        defaultBet: numberField(body, 'defaultBet') ?? NaN,
        betLevels: numbers(body.betLevels),
        maxWinAmount: numberField(body, 'maxWinAmount') ?? NaN,
        unit: numberField(body, 'unit') ?? 1,
        status: numberField(body, 'status') ?? 1,
        remark: textField(body, 'remark'),
      };
      return answer(ctx, saveConfig(input, ...stamp(ctx)));
    }),
  ),

  http.get(
    '*/api/system/currencyRate/list',
    authedRoute((ctx) => {
      const range = parseRange(ctx.query.get('date'));
      if (!range.ok) return ctx.fail('invalidDate');
      const [from, to] = range.range
        ? [formatTime(range.range.start), formatTime(range.range.end)].map((t) => t.slice(0, 10))
        : [];
      // Every rate, the history included (4.6): `current` in the query is the pager's page, not the row's flag.
      const rows = rateRows().filter(
        (r) =>
          matches(ctx.query, 'currencyCode', r.currencyCode) &&
          (!from || !to || (r.effectiveDate >= from && r.effectiveDate <= to)),
      );
      return ctx.ok(paginate(rows, ctx.query));
    }),
  ),
  http.post(
    '*/api/system/currencyRate/save',
    authedRoute(async (ctx) => {
      const body = await readBody(ctx.request);
      const input = {
        id: optionalId(body),
        currencyCode: textField(body, 'currencyCode'),
        rate: numberField(body, 'rate') ?? NaN,
        effectiveDate: textField(body, 'effectiveDate'),
        remark: textField(body, 'remark'),
      };
      return answer(ctx, saveRate(input, ...stamp(ctx)));
    }),
  ),
  http.post(
    '*/api/system/currencyRate/remove',
    authedRoute(async (ctx) => answer(ctx, removeRate(numberField(await readBody(ctx.request), 'id') ?? 0))),
  ),
];
