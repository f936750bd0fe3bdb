// @vitest-environment node
// 商户费率 (merchant.md 2.3, 2.6): the list's terms in force and pending terms, the history, the save's checks, the
// month rule (a save starts next month, so the current month's report fee never moves), replace-pending, and the
// platform-only rule (README 0.4).
import { describe, expect, it } from 'vitest';
import { mockNow, setClockSkew } from '@mocks/lib/clock';
import { formatTime } from '@mocks/lib/time';
import { storeMerchant } from '@mocks/domain/org/org';
import { seededTerms, termsOn } from '@mocks/domain/org/rate-terms';
import { currentMonth, monthAfter } from '@mocks/merchant/db/rates';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { ListResult } from '@/api/common';
import type { RateRow, RateSaveBody, RateTerm } from '@/api/merchant-rate';
import type { MerchantReportRow } from '@/api/report';

withMockServer();

const save = (token: string, body: Partial<RateSaveBody> & Record<string, unknown>, lang?: string) =>
  call<RateRow>('/api/merchant/rate/save', {
    token,
    lang,
    body: { merchantId: 101, gameType: 1, nextCooperationType: 1, nextRate: 12, remark: '', ...body },
  });
const list = (token: string, query: Record<string, string | number> = {}) =>
  call<ListResult<RateRow>>('/api/merchant/rate/list', { token, query: { pageSize: 100, ...query } });
const history = (token: string, merchantId: number) =>
  call<ListResult<RateTerm>>('/api/merchant/rate/history', { token, query: { merchantId } });
const rowOf = async (token: string, merchantId: number) => (await list(token, { merchantId })).result.list[0]!;

describe('merchant.rate list and history', () => {
  it('lists one row per merchant with the terms in force, no pending terms, and filters', async () => {
    const admin = await login();
    const all = await list(admin);
    expect(all.state).toBe(1);
    expect(all.result.total).toBe(seededTerms().length);
    const first = all.result.list[0]!;
    const seed = seededTerms()[0]!;
    expect(first).toMatchObject({
      id: 101,
      merchantId: 101,
      merchantName: '金龙娱乐',
      merchantTeamId: 1,
      currencyCode: 'CNY',
      gameType: 1,
      cooperationType: seed.cooperationType,
      rate: seed.rate,
      effectiveMonth: '2025-01',
      nextCooperationType: null,
      nextRate: null,
      nextMonth: '',
    });
    expect(first).not.toHaveProperty('secretKey');
    const turnover = await list(admin, { cooperationType: 2 });
    expect(turnover.result.list.map((r) => r.merchantId)).toEqual([201, 302, 403]);
    expect((await list(admin, { merchantTeamId: 2 })).result.list.map((r) => r.merchantId)).toEqual([201, 202, 203]);
    expect((await list(admin, { merchantTeamId: 2, cooperationType: 2 })).result.total).toBe(1);
  });

  it('a merchant created later has no terms until one is set; its fee is 0 until they start', async () => {
    const admin = await login();
    const created = storeMerchant(
      {
        name: '新星娱乐',
        code: 'xinxing',
        merchantTeamId: 1,
        merchantType: 1,
        currencyCode: 'CNY',
        walletType: 1,
        callbackUrl: '',
        whiteIps: [],
        contact: '',
        status: 1,
        remark: '',
      },
      'admin',
      formatTime(mockNow()),
    )!;
    expect(await rowOf(admin, created.id)).toMatchObject({
      merchantName: '新星娱乐',
      cooperationType: null,
      rate: null,
      effectiveMonth: '',
      nextCooperationType: null,
    });
    expect((await history(admin, created.id)).result).toEqual({ list: [], total: 0 });
    expect((await save(admin, { merchantId: created.id, nextRate: 9.5 })).state).toBe(1);
    expect(await rowOf(admin, created.id)).toMatchObject({ cooperationType: null, nextRate: 9.5 });
    expect(termsOn(created.id, currentMonth())).toBeUndefined();
  });
});

describe('merchant.rate save', () => {
  it('refuses each bad value, in the caller language, and accepts its neighbour', async () => {
    const admin = await login();
    const refused = async (body: Record<string, unknown>, msg: string, lang?: string) => {
      const res = await save(admin, body, lang);
      expect(res, JSON.stringify(body)).toMatchObject({ state: 0, msg });
    };
    const accepted = async (body: Record<string, unknown>) => {
      const res = await save(admin, body);
      expect(res.state, `${JSON.stringify(body)}: ${res.msg}`).toBe(1);
    };
    await refused({ merchantId: 999 }, '商户不存在');
    await refused({ gameType: 2 }, '游戏类型无效');
    await refused({ nextCooperationType: null }, '请选择合作模式');
    await refused({ nextCooperationType: 3 }, 'Choose a cooperation type', 'en-US');
    await accepted({ nextCooperationType: 2, nextRate: 1 });
    // Type 1: 0-100 inclusive, 2 decimals.
    await refused({ nextRate: 100.01 }, '费率须为0到100之间的数，最多2位小数');
    await accepted({ nextRate: 100 });
    await refused({ nextRate: -0.01 }, 'A taxa deve ser um número de 0 a 100, com no máximo 2 casas decimais', 'pt-BR');
    await accepted({ nextRate: 0 });
    await refused({ nextRate: 12.345 }, '费率须为0到100之间的数，最多2位小数');
    await accepted({ nextRate: 12.34 });
    await refused({ nextRate: null }, '费率须为0到100之间的数，最多2位小数');
    // Type 2: 0-10 inclusive.
    await refused({ nextCooperationType: 2, nextRate: 10.01 }, '费率须为0到10之间的数，最多2位小数');
    await accepted({ nextCooperationType: 2, nextRate: 10 });
    await refused({ remark: 'x'.repeat(201) }, '备注不能超过200个字符，且不能包含表情');
    await refused({ remark: '调价😀' }, 'The remark cannot exceed 200 characters or contain emoji', 'en-US');
    await accepted({ remark: 'x'.repeat(200) });
  });

  it('sets the terms from next month, leaves this month and its report fee alone, and a second save replaces them', async () => {
    const admin = await login();
    const month = currentMonth();
    const next = monthAfter(month);
    const report = async () =>
      (
        await call<ListResult<MerchantReportRow>>('/api/report/merchant/list', {
          token: admin,
          query: { period: 'month', date: `${month}-01 00:00:00,${month}-01 23:59:59`, merchantId: 101 },
        })
      ).result.list;
    const before = await report();
    expect(before.length).toBeGreaterThan(0);
    const seed = seededTerms()[0]!;

    const first = await save(admin, { nextCooperationType: 2, nextRate: 0.8, remark: '改为流水分成' });
    expect(first.result).toMatchObject({
      cooperationType: seed.cooperationType,
      rate: seed.rate,
      effectiveMonth: '2025-01',
      nextCooperationType: 2,
      nextRate: 0.8,
      nextMonth: next,
      operator: 'admin',
      remark: '改为流水分成',
    });
    expect(await rowOf(admin, 101)).toEqual(first.result);
    expect(await report()).toEqual(before);

    const second = await save(admin, { nextCooperationType: 1, nextRate: 13.5, remark: '' });
    expect(second.result).toMatchObject({ nextCooperationType: 1, nextRate: 13.5, nextMonth: next });
    const terms = (await history(admin, 101)).result;
    // One term per merchant and month: the second save replaced the pending one; newest month first.
    expect(terms.total).toBe(2);
    expect(terms.list.map((t) => [t.month, t.cooperationType, t.rate])).toEqual([
      [next, 1, 13.5],
      ['2025-01', seed.cooperationType, seed.rate],
    ]);
    expect(await report()).toEqual(before);
    // Other merchants are untouched.
    expect((await rowOf(admin, 102)).nextRate).toBeNull();
  });

  it('the terms in force for month M are those of the latest term month <= M', async () => {
    const admin = await login();
    const month = currentMonth();
    const next = monthAfter(month);
    await save(admin, { merchantId: 201, nextCooperationType: 1, nextRate: 11 });
    // The server's clock moves into next month (its 2nd day, UTC+8): the pending term is now the one in force.
    const secondDay = Date.parse(`${next}-02T12:00:00+08:00`);
    setClockSkew(secondDay - Date.now());
    expect(await rowOf(admin, 201)).toMatchObject({
      cooperationType: 1,
      rate: 11,
      effectiveMonth: next,
      nextCooperationType: null,
      nextMonth: '',
    });
    expect(termsOn(201, month)?.month).toBe('2025-01');
    expect(termsOn(201, next)).toMatchObject({ month: next, rate: 11 });
    // A save now starts the month after, and the terms in force stay.
    const later = await save(admin, { merchantId: 201, nextCooperationType: 2, nextRate: 0.6 });
    expect(later.result).toMatchObject({ rate: 11, nextRate: 0.6, nextMonth: monthAfter(next) });
    const months = (await history(admin, 201)).result.list.map((t) => t.month);
    expect(months).toEqual([monthAfter(next), next, '2025-01']);
  });

  it('is platform only: type 2 and 3 accounts are refused even when their role holds the keys', async () => {
    const keys = ALL_PERMISSIONS.filter((k) => k.startsWith('merchant.rate'));
    expect(keys).toEqual(['merchant.rate', 'merchant.rate.save']);
    const team = openSession(addTestAccount(ALL_PERMISSIONS, { type: 2, merchantTeamId: 1 }));
    const merchant = openSession(addTestAccount(ALL_PERMISSIONS, { type: 3, merchantTeamId: 1, merchantId: 101 }));
    const staff = openSession(addTestAccount(keys));
    for (const token of [team, merchant, await login('team'), await login('merchant')]) {
      expect(await list(token)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await history(token, 101)).toMatchObject({ state: 0, msg: '无权限' });
      expect(await save(token, {})).toMatchObject({ state: 0, msg: '无权限' });
    }
    expect((await list(staff)).state).toBe(1);
    expect((await save(staff, {})).state).toBe(1);
    // Without the action key a platform account may read but not save.
    const reader = openSession(addTestAccount(['merchant.rate']));
    expect((await history(reader, 101)).state).toBe(1);
    expect(await save(reader, {})).toMatchObject({ state: 0, msg: '无权限' });
  });
});
