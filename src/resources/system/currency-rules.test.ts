import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import { describe, expect, it } from 'vitest';
import { betOrder, defaultInLevels, levelsRule, maxWinRule, rateRule } from '@/resources/system/currency-rules';

const config = { minBet: 0.1, maxBet: 100, defaultBet: 1, betLevels: '0.1, 1, 10, 100', maxWinAmount: 1000 };

describe("currency config rules (the server's, system.md 4.5)", () => {
  it('accepts a valid config', () => {
    expect(betOrder(1, config)).toBeUndefined();
    expect(levelsRule(config.betLevels, config)).toBeUndefined();
    expect(defaultInLevels(1, config)).toBeUndefined();
    expect(maxWinRule(1000, config)).toBeUndefined();
  });

  it('refuses what the server refuses', () => {
    expect(betOrder(0, { ...config, minBet: 0 })).toBe('validation.betOrder');
    expect(betOrder(200, { ...config, defaultBet: 200 })).toBe('validation.betOrder');
    expect(levelsRule('0.1, 1, 1000', config)).toBe('validation.levelRange');
    expect(
      levelsRule(
        Array.from({ length: 31 }, (_, i) => i + 1),
        { ...config, maxBet: 100 },
      ),
    ).toBe('validation.levelCount');
    expect(defaultInLevels(3, { ...config, defaultBet: 3 })).toBe('validation.defaultInLevels');
    expect(maxWinRule(100, config)).toBe('validation.maxWin');
  });
});

describe("the rate rule (the server's, system.md 4.6)", () => {
  it('wants a rate above 0; the number kind holds it to 8 decimals, counting exponent notation', () => {
    expect(rateRule(7.18)).toBeUndefined();
    expect(rateRule(1e-8)).toBeUndefined();
    expect(rateRule(1.5e-7)).toBeUndefined();
    expect(rateRule(-5)).toBe('validation.ratePositive');
    expect(rateRule(0)).toBe('validation.ratePositive');
    expect(checkNumber(1e-9, { decimals: 8 })).toEqual({ ok: false, problem: 'decimals' });
    expect(checkNumber('0.123456789', { decimals: 8 })).toEqual({ ok: false, problem: 'decimals' });
    expect(checkNumber(1.5e-7, { decimals: 8 }).ok).toBe(true);
  });
});
