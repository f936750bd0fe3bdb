// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { mockNow } from '@mocks/lib/clock';
import { DAY_MS, formatTime } from '@mocks/lib/time';
import { rateOn } from '@mocks/domain/rates/currency-rate';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import type { InitSelectData, ListResult } from '@/api/common';
import type { CurrencyConfigRow, CurrencyRow, RateRowCny } from '@/api/system-currency';

withMockServer();

let token = '';
beforeEach(async () => {
  token = await login();
});

const post = <T = unknown>(path: string, body: object) => call<T>(path, { token, body });
const list = <T>(path: string, query: Record<string, string | number> = {}) =>
  call<ListResult<T>>(path, { token, query });
const dayAgo = (days: number) => formatTime(mockNow() - days * DAY_MS).slice(0, 10);

describe('currencies', () => {
  it('lists the seeded currencies with merchant and player counts', async () => {
    const res = await list<CurrencyRow>('/api/system/currency/list');
    expect(res.result.list.map((c) => c.code)).toEqual(['CNY', 'USD', 'BRL', 'THB', 'VND']);
    const usd = res.result.list.find((c) => c.code === 'USD');
    expect(usd).toMatchObject({ merchantCount: 2, decimals: 2, symbol: '$' });
    expect(usd?.playerCount).toBeGreaterThan(0);
  });

  it('checks code, name, symbol and decimals, and keeps CNY enabled', async () => {
    const base = { code: 'EUR', name: '欧元', symbol: '€', country: 'eu', decimals: 2, sort: 9, status: 1, remark: '' };
    expect((await post('/api/system/currency/save', { ...base, code: 'eu' })).msg).toBe('币种代码须为3位大写字母');
    expect((await post('/api/system/currency/save', { ...base, code: 'USD' })).msg).toBe('币种代码已存在');
    expect((await post('/api/system/currency/save', { ...base, name: 'x'.repeat(21) })).state).toBe(0);
    expect((await post('/api/system/currency/save', { ...base, symbol: '' })).state).toBe(0);
    expect((await post('/api/system/currency/save', { ...base, decimals: 5 })).msg).toBe('小数位须为0到4的整数');
    const created = await post<CurrencyRow>('/api/system/currency/save', base);
    expect(created.state).toBe(1);
    const renamed = await post('/api/system/currency/save', { ...base, id: created.result.id, code: 'EUX' });
    expect(renamed.msg).toBe('币种代码不可修改');
    const cny = { ...base, id: 1, code: 'CNY', name: '人民币', symbol: '¥', status: 0 };
    expect((await post('/api/system/currency/save', cny)).msg).toBe('人民币不能停用或删除');
    expect((await post('/api/system/currency/remove', { id: 1 })).msg).toBe('人民币不能停用或删除');
    expect((await post('/api/system/currency/remove', { id: created.result.id })).state).toBe(1);
  });

  it('refuses to remove a currency in use, with the counts', async () => {
    const res = await post('/api/system/currency/remove', { id: 2 });
    expect(res.state).toBe(0);
    expect(res.msg).toMatch(/该币种正被 2 个商户、\d+ 个玩家使用/);
  });

  it('offers only the enabled currencies in initSelectData', async () => {
    await post('/api/system/currency/save', {
      id: 5,
      code: 'VND',
      name: '越南盾',
      symbol: '₫',
      decimals: 0,
      sort: 5,
      status: 0,
    });
    const data = await call<InitSelectData>('/api/common/initSelectData', { token });
    expect(data.result.currencyList.map((c) => c.code)).toEqual(['CNY', 'USD', 'BRL', 'THB']);
  });
});

describe('currency configs', () => {
  const usd = {
    id: 2,
    currencyCode: 'USD',
    minBet: 0.1,
    maxBet: 100,
    defaultBet: 1,
    betLevels: [0.1, 1, 10, 100],
    maxWinAmount: 1000,
    unit: 1,
    status: 1,
  };
  it('checks the bet rules of 4.5', async () => {
    const save = (change: object) => post('/api/system/currencyConfig/save', { ...usd, ...change });
    expect((await save({ minBet: 0 })).msg).toBe('须满足 0 < 最小投注 ≤ 默认投注 ≤ 最大投注');
    expect((await save({ defaultBet: 200 })).state).toBe(0);
    expect((await save({ betLevels: [0.1, 10, 1] })).msg).toMatch(/投注档位/);
    expect((await save({ betLevels: [0.1, 1, 1000] })).msg).toMatch(/投注档位/);
    expect((await save({ betLevels: Array.from({ length: 31 }, (_, i) => 0.1 + i) })).state).toBe(0);
    expect((await save({ defaultBet: 2 })).msg).toBe('默认投注须为投注档位之一');
    expect((await save({ maxWinAmount: 100 })).msg).toBe('最高赢取须大于最大投注');
    expect((await save({ minBet: 0.105, betLevels: [0.105, 1, 100] })).msg).toBe('金额最多 2 位小数（币种精度）');
    expect((await save({ currencyCode: 'BRL' })).msg).toBe('币种代码不可修改');
    expect((await save({ id: undefined })).msg).toBe('该币种已有配置');
    const ok = await save({});
    expect(ok.state).toBe(1);
    const rows = await list<CurrencyConfigRow>('/api/system/currencyConfig/list', { currencyCode: 'USD' });
    expect(rows.result.list[0]?.betLevels).toEqual([0.1, 1, 10, 100]);
  });

  it('holds VND to whole numbers', async () => {
    const vnd = (await list<CurrencyConfigRow>('/api/system/currencyConfig/list', { currencyCode: 'VND' })).result
      .list[0]!;
    expect(vnd.unit).toBe(1000);
    const res = await post('/api/system/currencyConfig/save', {
      ...vnd,
      minBet: 999.5,
      betLevels: [999.5, ...vnd.betLevels],
    });
    expect(res.msg).toBe('金额最多 0 位小数（币种精度）');
  });
});

describe('currency rates', () => {
  it('seeds the base rates and the USD change ten days ago, newest first, with the current flag', async () => {
    const res = await list<RateRowCny>('/api/system/currencyRate/list', { currencyCode: 'USD' });
    expect(res.result.list.map((r) => [r.effectiveDate, r.rate, r.current])).toEqual([
      [dayAgo(10), 7.18, 1],
      ['2025-01-01', 7.12, 0],
    ]);
    expect(rateOn('USD', dayAgo(11))).toBe(7.12);
    expect(rateOn('USD', dayAgo(10))).toBe(7.18);
    expect(rateOn('CNY', dayAgo(3))).toBe(1);
    const data = await call<InitSelectData>('/api/common/initSelectData', { token });
    expect(data.result.currencyRateList).toContainEqual({ currencyCode: 'USD', rate: 7.18 });
    expect(data.result.currencyRateList).toContainEqual({ currencyCode: 'CNY', rate: 1 });
  });

  it('keeps (currency, date) unique, refuses CNY, and a later rate applies from its date', async () => {
    const base = { currencyCode: 'BRL', rate: 1.4, effectiveDate: dayAgo(5), remark: '' };
    expect((await post('/api/system/currencyRate/save', { ...base, currencyCode: 'CNY' })).msg).toBe(
      '须为人民币以外的已有币种',
    );
    expect((await post('/api/system/currencyRate/save', { ...base, rate: 0 })).state).toBe(0);
    expect((await post('/api/system/currencyRate/save', { ...base, effectiveDate: '2025-01-01' })).msg).toBe(
      '该币种在此生效日期已有汇率',
    );
    const created = await post<RateRowCny>('/api/system/currencyRate/save', base);
    expect(created.state).toBe(1);
    expect(rateOn('BRL', dayAgo(6))).toBe(1.31);
    expect(rateOn('BRL', dayAgo(5))).toBe(1.4);
    expect((await post('/api/system/currencyRate/remove', { id: created.result.id })).state).toBe(1);
    expect(rateOn('BRL', dayAgo(5))).toBe(1.31);
  });

  it("lists every rate, the history included, on the pager's first page; a new rate keeps the old rows", async () => {
    const page = { current: 1, pageSize: 20 };
    const before = await list<RateRowCny>('/api/system/currencyRate/list', page);
    expect(before.result.total).toBe(5);
    expect(before.result.list.filter((r) => r.effectiveDate === '2025-01-01')).toHaveLength(4);
    const today = dayAgo(0);
    const saved = await post('/api/system/currencyRate/save', { currencyCode: 'USD', rate: 7.2, effectiveDate: today });
    expect(saved.state).toBe(1);
    const usd = await list<RateRowCny>('/api/system/currencyRate/list', { ...page, currencyCode: 'USD' });
    expect(usd.result.list.map((r) => [r.effectiveDate, r.rate, r.current])).toEqual([
      [today, 7.2, 1],
      [dayAgo(10), 7.18, 0],
      ['2025-01-01', 7.12, 0],
    ]);
  });

  it('refuses a rate of 0 or below and one of more than 8 decimals, exponent notation included', async () => {
    const save = (rate: unknown) =>
      post('/api/system/currencyRate/save', { currencyCode: 'THB', rate, effectiveDate: dayAgo(1), remark: '' });
    expect((await save(-5)).msg).toBe('汇率须大于0');
    expect((await save(0)).msg).toBe('汇率须大于0');
    expect((await save(1e-9)).msg).toBe('汇率最多8位小数');
    expect((await save('1e-9')).msg).toBe('汇率最多8位小数');
    expect((await save(0.123456789)).msg).toBe('汇率最多8位小数');
    expect((await save(1.5e-7)).state).toBe(1);
    const thb = await list<RateRowCny>('/api/system/currencyRate/list', { currencyCode: 'THB' });
    expect(thb.result.list.map((r) => r.rate)).toEqual([1.5e-7, 0.2]);
  });

  it('refuses to remove the earliest rate of a currency', async () => {
    const res = await post('/api/system/currencyRate/remove', { id: 1 });
    expect(res.msg).toBe('不能删除该币种最早的汇率，否则之前的日期将没有汇率');
    expect((await post('/api/system/currencyRate/remove', { id: 5 })).state).toBe(1);
  });
});
