// One number format per kind (issue 34, 24): a column of multiples reads 59.50 and 0.00 beside 53.13, as its CSV
// does, and a change writes its sign in ASCII, so a copied value is a number.
import { describe, expect, it } from 'vitest';
import { csvValue, valueText } from '@/components/resource-kit/kinds/ops';
import { resolveDefinition } from '@/components/resource-kit/define-resource';
import { resourceText } from '@/components/resource-kit/resource-text';
import { i18n } from '@/i18n/i18n';
import { formatDelta } from '@/lib/format';

const text = resourceText(resolveDefinition({ name: 'fixture.widget', columns: [] }), i18n.t.bind(i18n));

describe('number formats per kind', () => {
  it('a number with a precision always shows that many decimals, on screen as in the file', () => {
    const multiple = { key: 'winMultiple', kind: 'number', precision: 2 } as const;
    expect([59.5, 0, 53.13, 1234.5].map((v) => valueText(multiple, v, text))).toEqual([
      '59.50',
      '0.00',
      '53.13',
      '1,234.50',
    ]);
    expect(csvValue(multiple, 59.5, text)).toEqual({ value: '59.50', number: true });
    // Without one, a count: whole, grouped.
    expect(valueText({ key: 'spins', kind: 'number' }, 1_000_000, text)).toBe('1,000,000');
  });

  it('a change writes its sign in ASCII: +5.35, -5.35, and no sign at zero', () => {
    const adjust = { key: 'adjust', kind: 'amount', delta: true } as const;
    expect([5.35, -5.35, 0, -0.001].map((v) => valueText(adjust, v, text))).toEqual(['+5.35', '-5.35', '0.00', '0.00']);
    expect(formatDelta(-1234.5)).toBe('-1,234.50');
    expect(formatDelta(null)).toBe('--');
    for (const v of [-5.35, -0.5, -1234.5]) expect(formatDelta(v)).not.toContain('\u2212');
    expect(csvValue(adjust, -5.35, text)).toEqual({ value: '-5.35', number: true });
  });
});
