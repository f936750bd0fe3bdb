// Exchange rates to CNY (system.md 4.6; README 0.3): seeded from CURRENCIES as of 2025-01-01 plus one change inside
// the history (USD 7.12 -> 7.18 ten days ago), so day conversions differ across the window.
import { mockNow } from '@mocks/lib/clock';
import { accept, refuse } from '@mocks/lib/outcome';
import { decimalPlaces } from '@mocks/lib/params';
import { CREATED_ID_BASE, putRow, removeRow, viewTable } from '@mocks/lib/seeded-table';
import { db, mutate, nextId } from '@mocks/domain/store';
import { DAY_MS, formatTime } from '@mocks/lib/time';
import { CURRENCIES } from '@mocks/domain/org/seed-org';
import { BASE_CURRENCY, findCurrency, SEED_TIME, type SystemOutcome } from '@mocks/domain/rates/currency';
import type { RateRecord } from '@mocks/domain/rates/currency-state';
import type { RateRowCny } from '@/api/system-currency';

export const RATE_START = '2025-01-01';
const RATE_DECIMALS = 8;
const CHANGE = { currencyCode: 'USD', rate: 7.18, daysAgo: 10 };

const dayOf = (ms: number) => formatTime(ms).slice(0, 10);
export const today = () => dayOf(mockNow());

function seeds(): RateRecord[] {
  const base = CURRENCIES.filter((c) => c.code !== BASE_CURRENCY).map((c, i) => ({
    id: i + 1,
    currencyCode: c.code,
    rate: c.rate,
    effectiveDate: RATE_START,
    source: 2 as const,
    remark: '',
    updateTime: SEED_TIME,
    operator: 'system',
  }));
  const changedOn = dayOf(mockNow() - CHANGE.daysAgo * DAY_MS);
  const change = {
    ...base[0]!,
    ...CHANGE,
    id: base.length + 1,
    effectiveDate: changedOn,
    updateTime: `${changedOn} 00:00:00`,
  };
  return [...base, change];
}

const SEEDED_COUNT = CURRENCIES.length;

export function rateRecords(): RateRecord[] {
  return viewTable(seeds(), db().currency.rates);
}

/** The row in force on `day` (`YYYY-MM-DD`): latest effectiveDate <= day, the highest id on a tie. */
function rowOn(rows: readonly RateRecord[], code: string, day: string): RateRecord | undefined {
  let best: RateRecord | undefined;
  for (const r of rows) {
    if (r.currencyCode !== code || r.effectiveDate > day) continue;
    if (!best || r.effectiveDate > best.effectiveDate || (r.effectiveDate === best.effectiveDate && r.id > best.id))
      best = r;
  }
  return best;
}

/** CNY per unit of `code` on `day` (`YYYY-MM-DD`, UTC+8); 1 for CNY, the seed's rate before any row. */
export function rateOn(code: string, day: string, rows: readonly RateRecord[] = rateRecords()): number {
  if (code === BASE_CURRENCY) return 1;
  return rowOn(rows, code, day)?.rate ?? CURRENCIES.find((c) => c.code === code)?.rate ?? 1;
}

export function rateRows(): RateRowCny[] {
  const rows = rateRecords();
  const day = today();
  const current = new Set(rows.map((r) => rowOn(rows, r.currencyCode, day)?.id));
  return rows
    .map((r) => ({ ...r, current: current.has(r.id) ? (1 as const) : (0 as const) }))
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.id - a.id);
}

/** `initSelectData.currencyRateList`: the rates in force today, CNY included. */
export function ratesToday(codes: readonly string[]): { currencyCode: string; rate: number }[] {
  const rows = rateRecords();
  const day = today();
  return codes.map((code) => ({ currencyCode: code, rate: rateOn(code, day, rows) }));
}

export type RateInput = { id?: number; currencyCode: string; rate: number; effectiveDate: string; remark: string };

export function saveRate(input: RateInput, operator: string, time: string): SystemOutcome<RateRecord> {
  const all = rateRecords();
  const existing = input.id === undefined ? undefined : all.find((r) => r.id === input.id);
  if (input.id !== undefined && !existing) return refuse('unknownCurrency');
  if (input.currencyCode === BASE_CURRENCY || !findCurrency(input.currencyCode)) return refuse('rateCurrency');
  if (!(input.rate > 0)) return refuse('rateNotPositive');
  if (decimalPlaces(input.rate) > RATE_DECIMALS) return refuse('ratePrecision');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveDate) || Number.isNaN(Date.parse(input.effectiveDate))) {
    return refuse('dateInvalid');
  }
  const clash = all.some(
    (r) => r.id !== input.id && r.currencyCode === input.currencyCode && r.effectiveDate === input.effectiveDate,
  );
  if (clash) return refuse('rateTaken');
  return mutate((s) => {
    const id = existing?.id ?? CREATED_ID_BASE + nextId(s);
    const row: RateRecord = { ...input, id, source: existing?.source ?? 1, updateTime: time, operator };
    putRow(s.currency.rates, id <= SEEDED_COUNT, row);
    return accept(row);
  });
}

export function removeRate(id: number): SystemOutcome<null> {
  const all = rateRecords();
  const found = all.find((r) => r.id === id);
  if (!found) return refuse('unknownCurrency');
  const earliest = all
    .filter((r) => r.currencyCode === found.currencyCode)
    .sort((a, b) => a.effectiveDate.localeCompare(b.effectiveDate) || a.id - b.id)[0];
  if (earliest?.id === id) return refuse('earliestRate');
  mutate((s) => removeRow(s.currency.rates, id));
  return accept(null);
}
