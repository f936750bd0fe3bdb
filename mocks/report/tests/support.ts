// Helpers of the report suites: real HTTP calls through the msw handlers, days as UTC+8 strings.
import { DAY_MS, formatTime, startOfToday } from '@mocks/lib/time';
import { round2 } from '@mocks/lib/random';
import { call } from '@mocks/tests/client';
import type { ListResult } from '@/api/common';

/** `YYYY-MM-DD` of today + offset days. */
export const dayOf = (offset: number) => formatTime(startOfToday() + offset * DAY_MS).slice(0, 10);
export const wholeDay = (day: string) => `${day} 00:00:00,${day} 23:59:59`;
export const span = (from: string, to: string) => `${from} 00:00:00,${to} 23:59:59`;

export type Listed<Row> = { list: Row[]; total: number; summary: Record<string, number> };

export async function listAll<Row>(token: string, path: string, query: Record<string, string | number> = {}) {
  const res = await call<Listed<Row>>(path, { token, query: { pageSize: 1000, ...query } });
  if (res.state !== 1) throw new Error(`${path}: ${res.msg}`);
  return res.result;
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
