import { describe, expect, it } from 'vitest';
import { balanceAfter, checkAmount } from '@/resources/player/detail/balance-amount';

describe('modify-balance amount', () => {
  it('accepts signed amounts with up to two decimals', () => {
    expect(checkAmount('100.50')).toEqual({ ok: true, value: 100.5 });
    expect(checkAmount('-50')).toEqual({ ok: true, value: -50 });
    expect(checkAmount('+3.1')).toEqual({ ok: true, value: 3.1 });
    expect(checkAmount(0.01)).toEqual({ ok: true, value: 0.01 });
  });

  it('refuses empty, non-numeric, more than two decimals, more than 12 digits before the point and zero', () => {
    expect(checkAmount('')).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount(undefined)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('abc')).toEqual({ ok: false, problem: 'invalid' });
    for (const notPlain of ['1e3', '1E3', '0x10', '1 000', '1,000', '.5', '5.', '+-5', 'Infinity', '１２', '12元']) {
      expect(checkAmount(notPlain), notPlain).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(checkAmount(' -12.5 ')).toEqual({ ok: true, value: -12.5 });
    expect(checkAmount('1.234')).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('-0.001')).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('99999999999999999999')).toEqual({ ok: false, problem: 'digits' });
    expect(checkAmount('-1000000000000')).toEqual({ ok: false, problem: 'digits' });
    expect(checkAmount('999999999999.99')).toEqual({ ok: true, value: 999999999999.99 });
    expect(checkAmount('0')).toEqual({ ok: false, problem: 'zero' });
    expect(checkAmount('-0.00')).toEqual({ ok: false, problem: 'zero' });
  });

  it('previews the balance after the change to the cent', () => {
    expect(balanceAfter(10000.1, 0.2)).toBe(10000.3);
    expect(balanceAfter(10000, 100.5)).toBe(10100.5);
    expect(balanceAfter(20, -50)).toBe(-30);
  });
});
