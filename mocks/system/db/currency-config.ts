// Per-currency bet settings (system.md 4.5): one config per currency, seeded for the seeded currencies.
import { decimalPlaces } from '@mocks/lib/params';
import { accept, refuse } from '@mocks/lib/outcome';
import { CREATED_ID_BASE, putRow, viewTable } from '@mocks/lib/seeded-table';
import { db, mutate, nextId } from '@mocks/domain/store';
import { CURRENCIES } from '@mocks/domain/org/seed-org';
import { findCurrency, SEED_TIME, type SystemOutcome } from '@mocks/domain/rates/currency';
import type { SystemMsgKey } from '@mocks/domain/rates/currency-messages';
import type { CurrencyConfigRecord } from '@mocks/domain/rates/currency-state';

const CENT_LEVELS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
const DONG_LEVELS = [1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];

function seeds(): CurrencyConfigRecord[] {
  return CURRENCIES.map((c, i) => {
    const levels = c.code === 'VND' ? DONG_LEVELS : CENT_LEVELS;
    const maxBet = levels[levels.length - 1] ?? 1;
    return {
      id: i + 1,
      currencyCode: c.code,
      minBet: levels[0] ?? 1,
      maxBet,
      defaultBet: c.code === 'VND' ? 10_000 : 1,
      betLevels: levels,
      maxWinAmount: maxBet * 5000,
      unit: c.code === 'VND' ? 1000 : 1,
      status: 1,
      remark: '',
      updateTime: SEED_TIME,
      operator: 'system',
    };
  });
}

export function configRecords(): CurrencyConfigRecord[] {
  return viewTable(seeds(), db().currency.configs);
}

export type ConfigInput = Omit<CurrencyConfigRecord, 'id' | 'updateTime' | 'operator'> & { id?: number };

/** The checks of 4.5, in the order the console's form shows them. */
export function configProblem(
  input: ConfigInput,
  decimals: number,
): { key: SystemMsgKey; decimals?: number } | undefined {
  const { minBet, maxBet, defaultBet, betLevels, maxWinAmount } = input;
  if (!(minBet > 0 && minBet <= defaultBet && defaultBet <= maxBet)) return { key: 'betOrder' };
  const ascending = betLevels.every((v, i) => i === 0 || v > (betLevels[i - 1] ?? Infinity));
  const inside = betLevels.every((v) => v >= minBet && v <= maxBet);
  if (betLevels.length < 1 || betLevels.length > 30 || !ascending || !inside) return { key: 'betLevels' };
  if (!betLevels.includes(defaultBet)) return { key: 'defaultNotInLevels' };
  if (!(maxWinAmount > maxBet)) return { key: 'maxWin' };
  if (![minBet, maxBet, defaultBet, maxWinAmount, ...betLevels].every((n) => decimalPlaces(n) <= decimals)) {
    return { key: 'precision', decimals };
  }
  if (input.unit !== 1 && input.unit !== 1000) return { key: 'unitInvalid' };
  return undefined;
}

export function saveConfig(input: ConfigInput, operator: string, time: string): SystemOutcome<CurrencyConfigRecord> {
  const all = configRecords();
  const existing = input.id === undefined ? undefined : all.find((c) => c.id === input.id);
  if (input.id !== undefined && !existing) return refuse('unknownCurrency');
  if (existing && existing.currencyCode !== input.currencyCode) return refuse('codeImmutable');
  if (!existing && all.some((c) => c.currencyCode === input.currencyCode)) return refuse('configTaken');
  const currency = findCurrency(input.currencyCode);
  if (!currency) return refuse('unknownCurrency');
  const problem = configProblem(input, currency.decimals);
  if (problem) return refuse(problem.key, { decimals: currency.decimals });
  return mutate((s) => {
    const id = existing?.id ?? CREATED_ID_BASE + nextId(s);
    const row: CurrencyConfigRecord = { ...input, id, updateTime: time, operator };
    putRow(s.currency.configs, id <= CURRENCIES.length, row);
    return accept(row);
  });
}
