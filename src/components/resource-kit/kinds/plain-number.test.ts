// Number fields take the text as typed and say what is wrong with it: never clamped (-5 to 0), rounded (80 to 80.00),
// read as an exponent (1e3 to 1000) or let through at any size (1e20).
import { describe, expect, it } from 'vitest';
import { checkNumber, numberFromWire, numberToWire, plainText } from '@/components/resource-kit/kinds/plain-number';

describe('checkNumber', () => {
  it('reads plain decimals as typed', () => {
    expect(checkNumber('80.00', { decimals: 2 })).toEqual({ ok: true, value: 80 });
    expect(checkNumber(' -12.5 ')).toEqual({ ok: true, value: -12.5 });
    expect(checkNumber('+3')).toEqual({ ok: true, value: 3 });
    expect(checkNumber('0.00000001', { min: 0.00000001, decimals: 8 })).toEqual({ ok: true, value: 1e-8 });
    expect(checkNumber(1e-8, { decimals: 8 })).toEqual({ ok: true, value: 1e-8 });
    expect(checkNumber('999999999999.99', { decimals: 2 })).toEqual({ ok: true, value: 999999999999.99 });
  });

  it('names what is wrong instead of rewriting it', () => {
    for (const notPlain of ['1e3', '1E3', '0x10', '1 000', '1,000', '.5', '5.', 'Infinity', 'abc', '１２']) {
      expect(checkNumber(notPlain), notPlain).toEqual({ ok: false, problem: 'number' });
    }
    expect(checkNumber('-5', { min: 0 })).toEqual({ ok: false, problem: 'min' });
    expect(checkNumber('10000', { max: 9999 })).toEqual({ ok: false, problem: 'max' });
    expect(checkNumber('79.99', { min: 80, max: 99.99 })).toEqual({ ok: false, problem: 'range' });
    expect(checkNumber('99999999999999999999', { max: 4 })).toEqual({ ok: false, problem: 'digits' });
    expect(checkNumber('100000000000000000000')).toEqual({ ok: false, problem: 'digits' });
    expect(checkNumber('000000000000001')).toEqual({ ok: true, value: 1 });
    expect(checkNumber('1.234', { decimals: 2 })).toEqual({ ok: false, problem: 'decimals' });
    expect(checkNumber('5.5', { decimals: 0 })).toEqual({ ok: false, problem: 'integer' });
  });

  it('shows stored values as plain text and sends numbers', () => {
    expect(plainText(1e-8)).toBe('0.00000001');
    expect(plainText(96.5)).toBe('96.5');
    expect(numberFromWire(1e-8, 'rate')).toEqual({ rate: '0.00000001' });
    expect(numberFromWire('880001', 'playerId')).toEqual({ playerId: '880001' });
    expect(numberToWire('80.00', 'rtp', 'edit')).toEqual({ rtp: 80 });
    expect(numberToWire('', 'sort', 'edit')).toEqual({ sort: null });
    expect(numberToWire('', 'playerId', 'filter')).toEqual({});
  });
});
