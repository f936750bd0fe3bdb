// The currency config and rate forms' checks, the same as the server's (system.md 4.5, 4.6), so a config or rate
// the server would refuse is stopped in the form with its reason and nothing is sent.
import { currencyDecimals } from '@/lib/lookups';

type Values = Record<string, unknown>;

const num = (v: unknown) => (v === null || v === undefined || v === '' ? NaN : Number(v));
export const levelsOf = (v: unknown): number[] =>
  (Array.isArray(v) ? v : String(v ?? '').split(/[,，\s]+/)).filter((x) => String(x) !== '').map(Number);
/** Decimal places as written out in full: JavaScript writes 1e-9 in exponent notation, which has 9. */
const places = (n: number) => {
  const [mantissa = '', exponent = '0'] = String(n).toLowerCase().split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
};

/** minBet, defaultBet, maxBet in order, above 0. */
export const betOrder = (_v: unknown, all: Values) => {
  const [min, def, max] = [num(all.minBet), num(all.defaultBet), num(all.maxBet)];
  if ([min, def, max].some(Number.isNaN)) return undefined;
  return min > 0 && min <= def && def <= max ? undefined : 'validation.betOrder';
};

export const levelsRule = (value: unknown, all: Values) => {
  const levels = levelsOf(value);
  const [min, max] = [num(all.minBet), num(all.maxBet)];
  if (levels.length > 30) return 'validation.levelCount';
  if (!Number.isNaN(min) && !Number.isNaN(max) && levels.some((l) => l < min || l > max)) {
    return 'validation.levelRange';
  }
  return undefined;
};

export const defaultInLevels = (value: unknown, all: Values) => {
  const bet = num(value);
  const levels = levelsOf(all.betLevels);
  if (Number.isNaN(bet) || !levels.length) return betOrder(value, all);
  return levels.includes(bet) ? betOrder(value, all) : 'validation.defaultInLevels';
};

export const maxWinRule = (value: unknown, all: Values) =>
  num(value) > num(all.maxBet) || Number.isNaN(num(all.maxBet)) ? undefined : 'validation.maxWin';

/** No more decimals than the chosen currency has (VND: none). */
export const precisionRule = (value: unknown, all: Values) => {
  const decimals = currencyDecimals(all.currencyCode);
  if (decimals === undefined) return undefined;
  const values = Array.isArray(value) || typeof value === 'string' ? levelsOf(value) : [num(value)];
  return values.some((n) => !Number.isNaN(n) && places(n) > decimals) ? 'validation.precision' : undefined;
};

export const both =
  (...rules: ((v: unknown, all: Values) => string | undefined)[]) =>
  (value: unknown, all: Values) =>
    rules.reduce<string | undefined>((found, rule) => found ?? rule(value, all), undefined);

/** A rate is CNY per unit and above 0 (system.md 4.6); its 8 decimals are the number kind's `precision`. */
export const rateRule = (value: unknown) => {
  const rate = num(value);
  return Number.isNaN(rate) || rate > 0 ? undefined : 'validation.ratePositive';
};
