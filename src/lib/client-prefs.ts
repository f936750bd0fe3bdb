// The display currency and the time zone, stored in the browser with the rest of the client-side data (spec
// section 3: token, userInfo, lang, browserId, currency, timezone, server-time offset) and restored on the next
// visit. The spec offers one option of each (CNY ¥ cn; UTC +8), so a stored value that is not offered (an older
// build's, a hand edit) falls back to it and is written back.
/** Countries the console has a flag for (src/app/layout/flags.tsx). */
export type Country = 'cn' | 'us' | 'br';
export type CurrencyOption = { code: string; symbol: string; country: Country };
export type TimezoneOption = { label: string; offsetMinutes: number };

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = [{ code: 'CNY', symbol: '¥', country: 'cn' }];
export const TIMEZONE_OPTIONS: readonly TimezoneOption[] = [{ label: 'UTC+8', offsetMinutes: 480 }];

export const CURRENCY_STORAGE_KEY = 'currency';
export const TIMEZONE_STORAGE_KEY = 'timezone';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    if (localStorage.getItem(key) !== value) localStorage.setItem(key, value);
  } catch {
    // storage blocked: the choice still holds for this page
  }
}

function pick<T>(options: readonly T[], key: string, name: (option: T) => string): T {
  const stored = read(key);
  const chosen = options.find((option) => name(option) === stored) ?? options[0]!;
  write(key, name(chosen));
  return chosen;
}

// Read once (restored) when the console starts; formatting a 200-row table asks for the zone thousands of times.
let currency = pick(CURRENCY_OPTIONS, CURRENCY_STORAGE_KEY, (option) => option.code);
let timezone = pick(TIMEZONE_OPTIONS, TIMEZONE_STORAGE_KEY, (option) => option.label);

export function displayCurrency(): CurrencyOption {
  return currency;
}

export function consoleTimezone(): TimezoneOption {
  return timezone;
}

export function setDisplayCurrency(code: string) {
  const option = CURRENCY_OPTIONS.find((o) => o.code === code);
  if (!option) return;
  currency = option;
  write(CURRENCY_STORAGE_KEY, code);
}

export function setConsoleTimezone(label: string) {
  const option = TIMEZONE_OPTIONS.find((o) => o.label === label);
  if (!option) return;
  timezone = option;
  write(TIMEZONE_STORAGE_KEY, label);
}

/** Reads the stored choices again (another tab, or a test that changed the storage), writing back what is kept. */
export function restoreClientPrefs() {
  currency = pick(CURRENCY_OPTIONS, CURRENCY_STORAGE_KEY, (option) => option.code);
  timezone = pick(TIMEZONE_OPTIONS, TIMEZONE_STORAGE_KEY, (option) => option.label);
}
