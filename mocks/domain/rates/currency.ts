// Currencies (system.md 4.4): the seeded CURRENCIES with the store's edits, and the checks of a save or remove.
import type { Lang } from '@mocks/lib/i18n';
import { accept, refuse, type Outcome } from '@mocks/lib/outcome';
import { CREATED_ID_BASE, putRow, removeRow, viewTable } from '@mocks/lib/seeded-table';
import { db, mutate, nextId } from '@mocks/domain/store';
import { merchantRecords } from '@mocks/domain/org/org';
import { seedPlayers } from '@mocks/domain/players/seed-players';
import { CURRENCIES } from '@mocks/domain/org/seed-org';
import type { SystemMsgKey } from '@mocks/domain/rates/currency-messages';
import type { CurrencyRecord } from '@mocks/domain/rates/currency-state';
import type { CurrencyRow } from '@/api/system-currency';

export const BASE_CURRENCY = 'CNY';
const COUNTRIES: Record<string, string> = { CNY: 'cn', USD: 'us', BRL: 'br', THB: 'th', VND: 'vn' };
const DECIMALS: Record<string, number> = { VND: 0 };
export const SEED_TIME = '2025-01-01 00:00:00';

function seeds(lang: Lang): CurrencyRecord[] {
  return CURRENCIES.map((c, i) => ({
    id: i + 1,
    code: c.code,
    name: c.names[lang],
    symbol: c.symbol,
    country: COUNTRIES[c.code] ?? '',
    decimals: DECIMALS[c.code] ?? 2,
    sort: i + 1,
    status: 1,
    remark: '',
    updateTime: SEED_TIME,
    operator: 'system',
  }));
}

let playerCounts: Map<string, number> | undefined;
function playersUsing(code: string): number {
  playerCounts ??= seedPlayers().reduce(
    (m, p) => m.set(p.currencyCode, (m.get(p.currencyCode) ?? 0) + 1),
    new Map<string, number>(),
  );
  return playerCounts.get(code) ?? 0;
}

const merchantsUsing = (code: string) => merchantRecords().filter((m) => m.currencyCode === code).length;

export function currencyRecords(lang: Lang = 'zh-CN'): CurrencyRecord[] {
  return viewTable(seeds(lang), db().currency.currencies).sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function currencyRows(lang: Lang): CurrencyRow[] {
  return currencyRecords(lang).map((c) => ({
    ...c,
    merchantCount: merchantsUsing(c.code),
    playerCount: playersUsing(c.code),
  }));
}

export function findCurrency(code: string): CurrencyRecord | undefined {
  return currencyRecords().find((c) => c.code === code);
}

/** What a currency page's db call answers: the value, or why not (a key of currency-messages.ts). */
export type SystemOutcome<T> = Outcome<T, SystemMsgKey>;

export type CurrencyInput = Omit<CurrencyRecord, 'id' | 'updateTime' | 'operator'> & { id?: number };

function check(
  input: CurrencyInput,
  existing: CurrencyRecord | undefined,
  all: CurrencyRecord[],
): SystemMsgKey | undefined {
  if (!/^[A-Z]{3}$/.test(input.code)) return 'codePattern';
  if (existing && existing.code !== input.code) return 'codeImmutable';
  if (!existing && all.some((c) => c.code === input.code)) return 'codeTaken';
  if (!input.name || input.name.length > 20) return 'nameInvalid';
  if (!input.symbol || input.symbol.length > 5) return 'symbolInvalid';
  if (!Number.isInteger(input.decimals) || input.decimals < 0 || input.decimals > 4) return 'decimalsInvalid';
  if (input.code === BASE_CURRENCY && input.status !== 1) return 'cnyFixed';
  return undefined;
}

export function saveCurrency(
  input: CurrencyInput,
  operator: string,
  time: string,
  lang: Lang,
): SystemOutcome<CurrencyRecord> {
  const all = currencyRecords(lang);
  const existing = input.id === undefined ? undefined : all.find((c) => c.id === input.id);
  if (input.id !== undefined && !existing) return refuse('unknownCurrency');
  const problem = check(input, existing, all);
  if (problem) return refuse(problem);
  return mutate((s) => {
    const id = existing?.id ?? CREATED_ID_BASE + nextId(s);
    const row: CurrencyRecord = { ...input, id, updateTime: time, operator };
    putRow(s.currency.currencies, id <= CURRENCIES.length, row);
    return accept(row);
  });
}

export function removeCurrency(id: number): SystemOutcome<null> {
  const found = currencyRecords().find((c) => c.id === id);
  if (!found) return refuse('unknownCurrency');
  if (found.code === BASE_CURRENCY) return refuse('cnyFixed');
  const merchants = merchantsUsing(found.code);
  const players = playersUsing(found.code);
  if (merchants || players) return refuse('currencyInUse', { merchants, players });
  mutate((s) => removeRow(s.currency.currencies, id));
  return accept(null);
}
