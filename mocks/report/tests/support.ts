// Helpers of the report suites: real HTTP calls through the msw handlers, days as UTC+8 strings.
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { round2 } from '@mocks/lib/random';
import { beforeAll } from 'vitest';
import { call, login } from '@mocks/tests/client';
import type { ListResult } from '@/api/common';

/** `YYYY-MM-DD` of today + offset days. */
export const dayOf = (offset: number) => formatTime(startOfToday() + offset * DAY_MS).slice(0, 10);
export const wholeDay = (day: string) => `${day} 00:00:00,${day} 23:59:59`;
export const span = (from: string, to: string) => `${from} 00:00:00,${to} 23:59:59`;

export type Listed<Row> = { list: Row[]; total: number; summary: Record<string, number> };

/** Every page of a list (pages of 1000), with the first page's summary. */
export async function listAll<Row>(token: string, path: string, query: Record<string, string | number> = {}) {
  const all: Row[] = [];
  for (let current = 1; ; current++) {
    const res = await call<Listed<Row>>(path, { token, query: { pageSize: 1000, current, ...query } });
    if (res.state !== 1) throw new Error(`${path}: ${res.msg}`);
    all.push(...res.result.list);
    if (all.length >= res.result.total || res.result.list.length === 0) return { ...res.result, list: all };
  }
}

export async function ordersOf(token: string, query: Record<string, string | number>) {
  const rows: ListResult<Record<string, number | string>>['list'] = [];
  for (let current = 1; ; current++) {
    const res = await call<ListResult<Record<string, number | string>>>('/api/game/betOrder/list', {
      token,
      query: { pageSize: 1000, current, ...query },
    });
    if (res.state !== 1) throw new Error(res.msg);
    rows.push(...res.result.list);
    if (rows.length >= res.result.total) return rows;
  }
}

/** round2 of a sum done in cents, like the report. */
export function centsSum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return round2(rows.reduce((sum, r) => sum + Math.round(pick(r) * 100), 0) / 100);
}

export function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  return run().then((value) => {
    console.log(`${label}: ${Math.round(performance.now() - start)} ms`);
    return value;
  });
}

/** Builds the day aggregates of the whole history once per file (tens of seconds on a loaded machine), so the tests
 * themselves read warm aggregates; mocks/report/tests/speed.test.ts measures the cold build. */
export function warmReports(): void {
  beforeAll(async () => {
    const token = await login();
    await call('/api/report/game/list', { token, query: { date: span(dayOf(-30), dayOf(0)), pageSize: 1 } });
    await call('/api/report/balance/list', { token, query: { pageSize: 1 } });
  }, 300_000);
}
