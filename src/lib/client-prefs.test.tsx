import { describe, expect, it } from 'vitest';
import {
  consoleTimezone,
  CURRENCY_STORAGE_KEY,
  displayCurrency,
  restoreClientPrefs,
  setDisplayCurrency,
  TIMEZONE_STORAGE_KEY,
} from '@/lib/client-prefs';

describe('client-stored currency and time zone', () => {
  it('are stored on first use, with the spec defaults', () => {
    localStorage.clear();
    restoreClientPrefs();
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('CNY');
    expect(localStorage.getItem(TIMEZONE_STORAGE_KEY)).toBe('UTC+8');
    expect(displayCurrency()).toMatchObject({ code: 'CNY', symbol: '¥', country: 'cn' });
    expect(consoleTimezone()).toEqual({ label: 'UTC+8', offsetMinutes: 480 });
  });

  it('are restored from storage, and a value this build does not offer falls back and is written back', () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'CNY');
    localStorage.setItem(TIMEZONE_STORAGE_KEY, 'UTC-5');
    restoreClientPrefs();
    expect(displayCurrency().code).toBe('CNY');
    expect(consoleTimezone().label).toBe('UTC+8');
    expect(localStorage.getItem(TIMEZONE_STORAGE_KEY)).toBe('UTC+8');
  });

  it('only an offered currency can be chosen', () => {
    restoreClientPrefs();
    setDisplayCurrency('XYZ');
    expect(displayCurrency().code).toBe('CNY');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('CNY');
  });
});
