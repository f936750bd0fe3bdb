// @vitest-environment node
// merchant.bill (merchant.md 2.4, 2.6): generated bills are the report.merchant month rows (reports.md A6) to the
// cent, the summary is the sum of the rows, regenerate keeps adjustments and leaves confirmed and paid bills alone,
// every illegal move is refused (each refusal next to an accepted call), and types 2 and 3 see their own bills only.
import { describe, expect, it } from 'vitest';
import { round2 } from '@mocks/lib/random';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { rateOn } from '@mocks/domain/rates/currency-rate';
import { jobRecords } from '@mocks/system/db/jobs';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { centsSum, dayOf, listAll, span, warmReports } from '@mocks/report/tests/support';
import type { BillRow } from '@/api/merchant-bill';
import type { MerchantReportRow } from '@/api/report';

withMockServer();
warmReports();

const thisMonth = dayOf(0).slice(0, 7);
const [y, m] = thisMonth.split('-').map(Number) as [number, number];
const LAST = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
/** The month of the day before the history (62 days, today included) starts: partly before it. */
const BEFORE_HISTORY = dayOf(-62).slice(0, 7);
const lastDay = (month: string) => {
  const [yy, mm] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(yy, mm, 0)).getUTCDate()).padStart(2, '0')}`;
};

const post = <T = BillRow>(token: string, verb: string, body: object) =>
  call<T>(`/api/merchant/bill/${verb}`, { token, body });
const generate = (token: string, month = LAST) =>
  post<{ created: number; updated: number }>(token, 'generate', { month });
const bills = (token: string, query: Record<string, string | number> = {}) =>
  listAll<BillRow>(token, '/api/merchant/bill/list', { month: LAST, ...query });
const monthRows = async (token: string) =>
  (
    await listAll<MerchantReportRow>(token, '/api/report/merchant/list', {
      period: 'month',
      date: span(`${LAST}-01`, lastDay(LAST)),
    })
  ).list;

/** The fee formula (merchant.md 2.3), written out here to check the report's. */
const fee = (r: Pick<BillRow, 'cooperationType' | 'rate' | 'companyWinAmount' | 'betAmount'>) =>
  round2(((r.cooperationType === 1 ? Math.max(0, r.companyWinAmount) : r.betAmount) * r.rate) / 100);

describe('history', () => {
  it('reaches back to the 1st of last month: its first and last days have report rows', async () => {
    const token = await login();
    for (const day of [`${LAST}-01`, lastDay(LAST)]) {
      const res = await call<{ total: number }>('/api/report/merchant/list', {
        token,
        query: { date: span(day, day) },
      });
      expect(res.result.total, day).toBeGreaterThan(0);
    }
  });
});

describe('generate', () => {
  it(
    'refuses the current month, a month before the history and a non-month; creates last month once',
    { timeout: 180_000 },
    async () => {
      const token = await login();
      for (const month of [thisMonth, BEFORE_HISTORY, '2025-13', ''])
        expect((await generate(token, month)).state).toBe(0);
      expect((await bills(token)).total).toBe(0);
      const first = await generate(token);
      expect(first.state, first.msg).toBe(1);
      expect(first.result.created).toBeGreaterThan(0);
      expect(first.result.updated).toBe(0);
      expect(await generate(token)).toMatchObject({ state: 1, result: { created: 0, updated: first.result.created } });
    },
  );

  it('needs merchant.bill.generate: the team role is refused, admin is not', async () => {
    expect((await generate(await login('team'))).state).toBe(0);
    expect((await generate(await login())).state).toBe(1);
  });

  it('the job 商户月账单生成 run by hand generates last month', async () => {
    const token = await login();
    const job = jobRecords().find((j) => j.name === '商户月账单生成')!;
    expect((await bills(token)).total).toBe(0);
    expect((await call('/api/system/crontab/run', { token, body: { id: job.id } })).state).toBe(1);
    expect((await bills(token)).total).toBeGreaterThan(0);
  });
});

describe('bills = the merchant report’s month rows (A6)', () => {
  it('every merchant and currency of last month, fee formula and CNY to the cent; the summary is the rows', async () => {
    const token = await login();
    await generate(token);
    const list = await bills(token);
    const rows = await monthRows(token);
    expect(list.total).toBe(rows.length);
    for (const r of rows) {
      const bill = list.list.find((b) => b.merchantId === r.merchantId && b.currencyCode === r.currencyCode);
      expect(bill, `${r.merchantId} ${r.currencyCode}`).toBeDefined();
      const exchangeRate = rateOn(r.currencyCode, lastDay(LAST));
      expect(bill).toMatchObject({
        billNo: `B${LAST.replace('-', '')}${r.merchantId}${r.currencyCode}`,
        month: LAST,
        merchantTeamId: r.merchantTeamId,
        merchantTeamName: r.merchantTeamName,
        merchantName: r.merchantName,
        betCount: r.betCount,
        roundCount: r.roundCount,
        betAmount: r.betAmount,
        boundsAmount: r.boundsAmount,
        companyWinAmount: r.companyWinAmount,
        cooperationType: r.cooperationType,
        rate: r.feeRate,
        feeAmount: r.feeAmount,
        exchangeRate,
        feeAmountCny: r.feeAmountCny,
        adjustAmount: 0,
        payableAmount: r.feeAmountCny,
        paidAmount: 0,
        status: 1,
      });
      expect(bill!.feeAmount).toBe(fee(bill!));
      expect(bill!.feeAmountCny).toBe(round2(bill!.feeAmount * exchangeRate) + 0);
    }
    expect(new Set(list.list.map((b) => b.cooperationType))).toEqual(new Set([1, 2]));
    for (const key of ['feeAmountCny', 'adjustAmount', 'payableAmount', 'paidAmount'] as const)
      expect(list.summary[key], key).toBe(centsSum(list.list, (b) => b[key]));
    const one = list.list[0]!;
    const filtered = await bills(token, { merchantId: one.merchantId, currencyCode: one.currencyCode, status: 1 });
    expect(filtered.list).toEqual([one]);
    expect(filtered.summary).toEqual({
      feeAmountCny: one.feeAmountCny,
      adjustAmount: 0,
      payableAmount: one.payableAmount,
      paidAmount: 0,
    });
    expect((await bills(token, { status: 2 })).total).toBe(0);
  });
});

describe('the state machine', () => {
  it('adjust (1 only, bounds, 2 decimals, 0 only to clear, remark 4-200), confirm 1 -> 2, pay 2 -> 3', async () => {
    const token = await login();
    await generate(token);
    const bill = (await bills(token)).list[0]!;
    const id = bill.id;
    const refused = async (verb: string, body: object) =>
      expect((await post(token, verb, { id, ...body })).state).toBe(0);
    await refused('pay', { paidAmount: 10 });
    await refused('adjust', { adjustAmount: 0, remark: 'nothing to clear' });
    await refused('adjust', { adjustAmount: 1.005, remark: 'three decimals' });
    await refused('adjust', { adjustAmount: 1e9 + 0.01, remark: 'above the bound' });
    await refused('adjust', { adjustAmount: 12, remark: 'abc' });
    await refused('adjust', { adjustAmount: 12, remark: 'x'.repeat(201) });
    await refused('adjust', { adjustAmount: 12, remark: 'smile 😀 here' });
    expect((await post(token, 'adjust', { id: 999_999, adjustAmount: 12, remark: 'no such bill' })).state).toBe(0);
    const bound = await post(token, 'adjust', { id, adjustAmount: -1e9, remark: 'at the bound' });
    expect(bound.result).toMatchObject({ adjustAmount: -1e9, payableAmount: round2(bill.feeAmountCny - 1e9) });
    expect((await post(token, 'adjust', { id, adjustAmount: 0, remark: 'clear it again' })).result.adjustAmount).toBe(
      0,
    );
    const adjusted = await post(token, 'adjust', { id, adjustAmount: 123.45, remark: 'late bonus' });
    expect(adjusted.result).toMatchObject({
      adjustAmount: 123.45,
      payableAmount: round2(bill.feeAmountCny + 123.45),
      remark: 'late bonus',
      status: 1,
    });

    const confirmed = await post(token, 'confirm', { id });
    expect(confirmed.result).toMatchObject({ status: 2, confirmBy: 'admin' });
    expect(confirmed.result.confirmTime).not.toBe('');
    await refused('confirm', {});
    await refused('adjust', { adjustAmount: 1, remark: 'too late now' });
    await refused('pay', { paidAmount: 0 });
    await refused('pay', { paidAmount: -5 });
    await refused('pay', { paidAmount: 1.001 });
    const paid = await post(token, 'pay', { id, paidAmount: adjusted.result.payableAmount, remark: 'wire 42' });
    expect(paid.result).toMatchObject({ status: 3, paidAmount: adjusted.result.payableAmount, paidBy: 'admin' });
    for (const [verb, body] of [
      ['pay', { paidAmount: 1 }],
      ['confirm', {}],
      ['adjust', { adjustAmount: 1, remark: 'after payment' }],
    ] as const)
      await refused(verb, body);
    expect((await bills(token, { status: 3 })).list).toEqual([paid.result]);
  });

  it('pay with 0 closes a bill with nothing due (payable 0 or below), and only such a bill', async () => {
    const token = await login();
    await generate(token);
    const [owed, none] = (await bills(token)).list.filter((b) => b.status === 1) as [BillRow, BillRow];
    // Nothing due after an adjustment: payable below 0.
    const adjusted = await post(token, 'adjust', {
      id: none.id,
      adjustAmount: -(none.feeAmountCny + 5),
      remark: 'credit note',
    });
    expect(adjusted.result.payableAmount).toBe(-5);
    for (const bill of [owed, none]) expect((await post(token, 'confirm', { id: bill.id })).state).toBe(1);
    const pay = (id: number, paidAmount: number) => post(token, 'pay', { id, paidAmount, remark: '' });
    expect((await pay(owed.id, 0)).state).toBe(0);
    expect((await pay(none.id, 0.01)).state).toBe(0);
    expect((await pay(none.id, -5)).state).toBe(0);
    const closed = await pay(none.id, 0);
    expect(closed.result).toMatchObject({ status: 3, paidAmount: 0, payableAmount: -5, paidBy: 'admin' });
    expect((await pay(owed.id, owed.payableAmount)).result).toMatchObject({
      status: 3,
      paidAmount: owed.payableAmount,
    });
  });

  it(
    'regenerate recomputes status-1 bills keeping their adjustment, and leaves confirmed and paid bills alone',
    { timeout: 180_000 },
    async () => {
      const token = await login();
      const created = (await generate(token)).result.created;
      const [a, b, c] = (await bills(token)).list as [BillRow, BillRow, BillRow];
      await post(token, 'adjust', { id: a.id, adjustAmount: -20, remark: 'keep me please' });
      await post(token, 'confirm', { id: b.id });
      await post(token, 'confirm', { id: c.id });
      await post(token, 'pay', { id: c.id, paidAmount: Math.max(0, c.payableAmount), remark: '' });
      const before = new Map((await bills(token)).list.map((r) => [r.id, r]));

      // A pending order of a's merchant settles (2 -> 1) last month: the report moves, and so does a status-1 bill.
      const week = span(`${LAST}-10`, `${LAST}-16`);
      const query = { date: week, merchantId: a.merchantId, currencyCode: a.currencyCode, pageSize: 1000 };
      const pending = await call<{ list: { id: string; betAmount: number }[] }>('/api/game/pending/list', {
        token,
        query,
      });
      const order = pending.result.list.find((o) => o.betAmount > 0)!;
      expect(order).toBeDefined();
      expect(
        (
          await call('/api/game/betOrder/changeStatus', {
            token,
            body: { id: order.id, status: 1, remark: 'settled by hand' },
          })
        ).state,
      ).toBe(1);

      expect(await generate(token)).toMatchObject({ state: 1, result: { created: 0, updated: created - 2 } });
      const after = new Map((await bills(token)).list.map((r) => [r.id, r]));
      expect(after.get(b.id)).toEqual(before.get(b.id));
      expect(after.get(c.id)).toEqual(before.get(c.id));
      const aNow = after.get(a.id)!;
      expect(aNow.betAmount).toBe(round2(a.betAmount + order.betAmount));
      expect(aNow.adjustAmount).toBe(-20);
      expect(aNow.payableAmount).toBe(round2(aNow.feeAmountCny - 20));
      const row = (await monthRows(token)).find(
        (r) => r.merchantId === a.merchantId && r.currencyCode === a.currencyCode,
      )!;
      expect([aNow.betAmount, aNow.feeAmount, aNow.feeAmountCny]).toEqual([
        row.betAmount,
        row.feeAmount,
        row.feeAmountCny,
      ]);
    },
  );
});

describe('scope (README 0.4)', () => {
  it('type 2 sees its team’s bills (the summary too); a filter outside it finds nothing', async () => {
    await generate(await login());
    const team = await login('team');
    const mine = await bills(team);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.merchantTeamId === 1)).toBe(true);
    const all = await bills(await login(), { merchantTeamId: 1 });
    expect(mine.list).toEqual(all.list);
    expect(mine.summary).toEqual(all.summary);
    expect((await bills(team, { merchantTeamId: 2 })).total).toBe(0);
    expect((await bills(await login(), { merchantTeamId: 2 })).total).toBeGreaterThan(0);
  });

  it('type 3 lists and confirms only its own merchant’s bills', async () => {
    const admin = await login();
    await generate(admin);
    const scope = ACCOUNTS.find((a) => a.username === 'merchant')!;
    const account = addTestAccount(ALL_PERMISSIONS, scope);
    const token = openSession(account);
    const mine = await bills(token);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r) => r.merchantId === scope.merchantId)).toBe(true);
    const other = (await bills(admin)).list.find((r) => r.merchantId !== scope.merchantId)!;
    expect((await post(token, 'confirm', { id: other.id })).state).toBe(0);
    const own = await post(token, 'confirm', { id: mine.list[0]!.id });
    expect(own.result).toMatchObject({ status: 2, confirmBy: account.username });
  });
});
