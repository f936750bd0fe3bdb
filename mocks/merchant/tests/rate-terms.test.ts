// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { feeOf, FIRST_TERM_MONTH, seededTerms, termsOn, type RateTermRecord } from '@mocks/domain/org/rate-terms';
import { MERCHANTS } from '@mocks/domain/org/seed-org';

describe('seeded fee terms (mock-data.md 6.1)', () => {
  it('one term per merchant from 2025-01: every 4th turnover share at 0.5-1 %, the others revenue share at 8-15 %', () => {
    const terms = seededTerms();
    expect(terms.map((t) => t.merchantId)).toEqual(MERCHANTS.map((m) => m.id));
    terms.forEach((t, i) => {
      expect(t.month).toBe(FIRST_TERM_MONTH);
      expect(t.cooperationType).toBe(i % 4 === 3 ? 2 : 1);
      const [min, max] = t.cooperationType === 2 ? [0.5, 1] : [8, 15];
      expect(t.rate).toBeGreaterThanOrEqual(min);
      expect(t.rate).toBeLessThanOrEqual(max);
      expect(Math.round(t.rate * 100) / 100).toBe(t.rate);
    });
    expect(seededTerms()).toEqual(terms);
  });

  it('termsOn takes the latest month <= M, stored terms on top; none before the first', () => {
    const later: RateTermRecord = { ...seededTerms()[0]!, month: '2026-03', cooperationType: 2, rate: 0.8 };
    expect(termsOn(101, '2024-12')).toBeUndefined();
    expect(termsOn(101, '2026-02', [later])).toEqual(seededTerms()[0]);
    expect(termsOn(101, '2026-03', [later])).toEqual(later);
    expect(termsOn(102, '2026-03', [later])).toEqual(seededTerms()[1]);
  });

  it('the fee formula: type 1 on the positive company win, type 2 on the bets', () => {
    expect(feeOf({ cooperationType: 1, rate: 12.5 }, 1000, 80.33)).toBe(10.04);
    expect(feeOf({ cooperationType: 1, rate: 12.5 }, 1000, -50)).toBe(0);
    expect(feeOf({ cooperationType: 2, rate: 0.75 }, 1234.56, -50)).toBe(9.26);
  });
});
