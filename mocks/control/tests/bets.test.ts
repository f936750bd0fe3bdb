// @vitest-environment node
// control.bet (control.md 1.8): the risk rows of a day are exactly the counted rounds of `/api/game/betOrder/list` on
// that day that hit a rule, in the stored pool that holds their multiple, with the thresholds read from system.config
// on every call; the review's limits and refusals, each next to an accepted call; platform staff only.
import { describe, expect, it } from 'vitest';
import { round2 } from '@mocks/lib/random';
import { addTestAccount } from '@mocks/domain/staff/accounts';
import { ACCOUNTS, ALL_PERMISSIONS } from '@mocks/domain/staff/catalog';
import { openSession } from '@mocks/domain/staff/sessions';
import { rateOn } from '@mocks/domain/rates/currency-rate';
import { call, login } from '@mocks/tests/client';
import { withMockServer } from '@mocks/tests/with-mock-server';
import { dayOf, listAll, ordersOf, span, wholeDay } from '@mocks/report/tests/support';
import type { CombineRow } from '@/api/control';
import type { RiskBetRow } from '@/api/control-risk';

withMockServer();

const DAY = dayOf(-1);
const risks = (token: string, query: Record<string, string | number> = {}) =>
  listAll<RiskBetRow>(token, '/api/control/bet/list', { date: wholeDay(DAY), ...query });
const review = (token: string, body: object) => call<null>('/api/control/bet/review', { token, body });

async function setThreshold(token: string, key: string, value: number) {
  const res = await call<{ list: { id: number; name: string; key: string; valueType: string; remark: string }[] }>(
    '/api/system/config/list',
    { token, query: { pageSize: 100 } },
  );
  const row = res.result.list.find((c) => c.key === key)!;
  const saved = await call('/api/system/config/save', { token, body: { ...row, value: String(value) } });
  expect(saved.state, saved.msg).toBe(1);
}

type Round = { bet: number; payout: number; pool: number; currency: string; multiple: number };

/** The day's counted rounds, rebuilt here from the bet order list (README 0.1). */
async function roundsOfDay(token: string): Promise<Map<string, Round>> {
  const orders = await ordersOf(token, { date: wholeDay(DAY), status: 1 });
  const rounds = new Map<string, Round>();
  for (const o of orders) {
    if (Number(o.betAmount) > 0)
      rounds.set(String(o.pid), { bet: 0, payout: 0, pool: 0, currency: String(o.currencyCode), multiple: 0 });
  }
  for (const o of orders) {
    const r = rounds.get(String(o.pid));
    if (!r) continue;
    r.bet = round2(r.bet + Number(o.betAmount));
    r.payout = round2(r.payout + Number(o.boundsAmount));
    r.pool = round2(r.pool + Number(o.prizePoolWinAmount));
  }
  for (const r of rounds.values()) r.multiple = round2(r.payout / r.bet);
  return rounds;
}

function expectedRisk(rounds: Map<string, Round>, bigMultiple: number, bigAmount: number) {
  const out = new Map<string, number[]>();
  for (const [pid, r] of rounds) {
    const rate = rateOn(r.currency, DAY);
    const types: number[] = [];
    if (r.multiple >= bigMultiple) types.push(1);
    if (round2(round2(r.payout * rate) - round2(r.bet * rate)) >= bigAmount) types.push(2);
    if (r.pool > 0) types.push(3);
    if (types.length) out.set(pid, types);
  }
  return out;
}

describe('control.bet list', () => {
  it('holds exactly the rounds of the bet orders that hit a rule, with their figures', async () => {
    const token = await login();
    const rounds = await roundsOfDay(token);
    const listed = await risks(token);
    const expected = expectedRisk(rounds, 50, 5000);
    expect(expected.size).toBeGreaterThan(0);
    expect(new Set(listed.list.map((r) => r.id))).toEqual(new Set(expected.keys()));
    for (const row of listed.list) {
      const r = rounds.get(row.id)!;
      expect(row.riskTypes, row.id).toEqual(expected.get(row.id));
      expect([row.betAmount, row.boundsAmount, row.winMultiple, row.prizePoolWinAmount]).toEqual([
        r.bet,
        r.payout,
        r.multiple,
        r.pool,
      ]);
      expect(row.betAmountCny).toBe(round2(r.bet * rateOn(r.currency, DAY)));
      expect(row.settleTime.slice(0, 10)).toBe(DAY);
    }
    const cents = (pick: (r: RiskBetRow) => number) =>
      round2(listed.list.reduce((s, r) => s + Math.round(pick(r) * 100), 0) / 100);
    expect(listed.summary).toEqual({
      betAmountCny: cents((r) => r.betAmountCny),
      boundsAmountCny: cents((r) => r.boundsAmountCny),
    });
    // Newest settlement first by default.
    const times = listed.list.map((r) => r.settleTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("names the stored pool whose range holds the round's multiple, and follows a pool edit", async () => {
    const token = await login();
    const listed = (await risks(token)).list;
    const pools = (
      await call<{ list: CombineRow[] }>('/api/control/combine/list', { token, query: { pageSize: 1000 } })
    ).result.list;
    const holds = (p: CombineRow, m: number) =>
      p.maxMultiple === 0 ? m === 0 : m > p.minMultiple && (p.maxMultiple === null || m <= p.maxMultiple);
    for (const row of listed) {
      const pool = pools.find((p) => p.gameId === row.gameId && holds(p, row.winMultiple))!;
      expect([row.combineId, row.combineName], row.id).toEqual([pool.id, pool.name]);
    }
    const pool = pools.find((p) => p.id === listed[0]!.combineId)!;
    const saved = await call('/api/control/combine/save', { token, body: { ...pool, name: `${pool.name}改` } });
    expect(saved.state, saved.msg).toBe(1);
    const after = (await risks(token)).list.find((r) => r.id === listed[0]!.id)!;
    expect(after).toMatchObject({ combineId: pool.id, combineName: `${pool.name}改` });
  });

  it('follows a threshold change on the config page on the next call', async () => {
    const token = await login();
    const before = await risks(token, { riskType: 1 });
    await setThreshold(token, 'risk.bigWinMultiple', 10);
    const after = await risks(token, { riskType: 1 });
    expect(after.total).toBeGreaterThan(before.total);
    expect(after.list.every((r) => r.winMultiple >= 10)).toBe(true);
    expect(expectedRisk(await roundsOfDay(token), 10, 5000).size).toBe((await risks(token)).total);
    await setThreshold(token, 'risk.bigWinAmountCny', 1);
    const amounts = await risks(token, { riskType: 2 });
    expect(amounts.list.every((r) => round2(r.boundsAmountCny - r.betAmountCny) >= 1)).toBe(true);
    expect(amounts.total).toBeGreaterThan(after.total);
  });

  it('filters by game, player, merchant team and merchant: each the unfiltered rows that match', async () => {
    const token = await login();
    const all = (await risks(token)).list;
    const sample = all[Math.floor(all.length / 2)]!;
    const filters: [string, number, (r: RiskBetRow) => number][] = [
      ['gameId', sample.gameId, (r) => r.gameId],
      ['playerId', sample.playerId, (r) => r.playerId],
      ['merchantTeamId', sample.merchantTeamId, (r) => r.merchantTeamId],
      ['merchantId', sample.merchantId, (r) => r.merchantId],
    ];
    for (const [key, value, pick] of filters) {
      const filtered = await risks(token, { [key]: value });
      const expected = all.filter((r) => pick(r) === value).map((r) => r.id);
      expect(
        filtered.list.map((r) => r.id),
        key,
      ).toEqual(expected);
      expect(filtered.list.length, key).toBeGreaterThan(0);
    }
    // An organisation with no risk rows that day answers none, with a zero summary.
    const none = await risks(token, { merchantId: 999_999 });
    expect([none.total, none.summary]).toEqual([0, { betAmountCny: 0, boundsAmountCny: 0 }]);
  });

  it("converts with the settlement day's rate, and follows a rate change on the next call", async () => {
    const token = await login();
    const row = (await risks(token)).list.find((r) => r.currencyCode !== 'CNY')!;
    const rate = rateOn(row.currencyCode, DAY);
    const saved = await call('/api/system/currencyRate/save', {
      token,
      body: { currencyCode: row.currencyCode, rate: Number((rate * 2).toFixed(8)), effectiveDate: DAY, remark: 'x' },
    });
    expect(saved.state, saved.msg).toBe(1);
    const after = (await risks(token)).list.find((r) => r.id === row.id);
    const doubled = rateOn(row.currencyCode, DAY);
    expect(doubled).not.toBe(rate);
    // Doubling the rate doubles the net win too: the row stays a risk row.
    expect(after?.betAmountCny).toBe(round2(row.betAmount * doubled));
    expect(after?.boundsAmountCny).toBe(round2(row.boundsAmount * doubled));
  });

  it('defaults to today and keeps the 7-day rule', async () => {
    const token = await login();
    const today = await call<{ list: RiskBetRow[] }>('/api/control/bet/list', { token, query: { pageSize: 1000 } });
    expect(today.state).toBe(1);
    expect(today.result.list.every((r) => r.settleTime.startsWith(dayOf(0)))).toBe(true);
    const eight = await call('/api/control/bet/list', { token, query: { date: span(dayOf(-8), dayOf(-1)) } });
    expect(eight.state).toBe(0);
    const seven = await call('/api/control/bet/list', {
      token,
      query: { date: `${dayOf(-7)} 00:00:00,${dayOf(0)} 00:00:00` },
    });
    expect(seven.state, seven.msg).toBe(1);
  });
});

describe('control.bet review', () => {
  it('marks a batch with reviewer and time; the last review wins', async () => {
    const token = await login();
    const ids = (await risks(token)).list.slice(0, 2).map((r) => r.id);
    expect((await review(token, { ids, reviewStatus: 1, remark: '' })).state).toBe(1);
    let rows = (await risks(token, { reviewStatus: 1 })).list;
    expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(rows[0]).toMatchObject({ reviewer: 'admin', reviewRemark: '' });
    expect(rows[0]!.reviewTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect((await review(token, { ids: [ids[0]], reviewStatus: 2, remark: '疑似刷奖' })).state).toBe(1);
    rows = (await risks(token, { reviewStatus: 2 })).list;
    expect(rows.map((r) => [r.id, r.reviewRemark])).toEqual([[ids[0], '疑似刷奖']]);
  });

  it('needs a 4-200 character remark for abnormal', async () => {
    const token = await login();
    const ids = (await risks(token)).list.slice(0, 1).map((r) => r.id);
    for (const remark of ['', 'abc', 'x'.repeat(201)]) {
      const res = await review(token, { ids, reviewStatus: 2, remark });
      expect(res.state, remark).toBe(0);
    }
    const en = await call('/api/control/bet/review', {
      token,
      lang: 'en-US',
      body: { ids, reviewStatus: 2, remark: '' },
    });
    expect(en.msg).toMatch(/remark of 4 to 200/);
    expect((await review(token, { ids, reviewStatus: 2, remark: 'abcd' })).state).toBe(1);
    expect((await review(token, { ids, reviewStatus: 3, remark: 'abcd' })).state).toBe(0);
  });

  it('takes 1 to 200 ids of risk rows', async () => {
    const token = await login();
    await setThreshold(token, 'risk.bigWinMultiple', 1);
    const all = (await risks(token)).list.map((r) => r.id);
    expect(all.length).toBeGreaterThan(200);
    expect((await review(token, { ids: all.slice(0, 201), reviewStatus: 1, remark: '' })).state).toBe(0);
    expect((await review(token, { ids: [], reviewStatus: 1, remark: '' })).state).toBe(0);
    expect((await review(token, { ids: all.slice(0, 200), reviewStatus: 1, remark: '' })).state).toBe(1);
    expect((await risks(token, { reviewStatus: 1 })).total).toBe(200);
    await setThreshold(token, 'risk.bigWinMultiple', 50);
    const still = new Set((await risks(token)).list.map((r) => r.id));
    const calm = all.find((id) => !still.has(id))!;
    expect((await review(token, { ids: [calm], reviewStatus: 1, remark: '' })).state).toBe(0);
    expect((await review(token, { ids: ['00000000000000'], reviewStatus: 1, remark: '' })).state).toBe(0);
  });

  it('answers platform staff only', async () => {
    const admin = await login();
    const ids = (await risks(admin)).list.slice(0, 1).map((r) => r.id);
    for (const username of ['team', 'merchant']) {
      const scope = ACCOUNTS.find((a) => a.username === username)!;
      const token = openSession(addTestAccount(ALL_PERMISSIONS, scope));
      expect((await call('/api/control/bet/list', { token })).state).toBe(0);
      expect((await review(token, { ids, reviewStatus: 1, remark: '' })).state).toBe(0);
    }
    const staffAccount = addTestAccount(['control.bet', 'control.bet.review']);
    const staff = openSession(staffAccount);
    expect((await call('/api/control/bet/list', { token: staff })).state).toBe(1);
    expect((await review(staff, { ids, reviewStatus: 1, remark: '' })).state).toBe(1);
    // The reviewer is the caller's username (1.9).
    const reviewed = (await risks(admin)).list.find((r) => r.id === ids[0]);
    expect(reviewed?.reviewer).toBe(staffAccount.username);
    const viewer = openSession(addTestAccount(['control.bet']));
    expect((await review(viewer, { ids, reviewStatus: 1, remark: '' })).state).toBe(0);
  });
});
