// The bet levels' kind (system.currencyConfig): a list of numbers, each checked as a number field is, in order and
// distinct; its messages quote at most 20 characters of a bad item.
import { describe, expect, it } from 'vitest';
import { fieldMessages } from '@tests/support/field-rule-messages';
import type { FieldDecl } from '@/components/resource-kit/types';
import { numberListKind, parseNumberList } from '@/resources/system/number-list-kind';

describe('number lists', () => {
  it('check each item as a number field does', () => {
    expect(parseNumberList('0.1, 0.5, 1', 2, 0)).toEqual({ ok: true, values: [0.1, 0.5, 1] });
    expect(parseNumberList('1, 1e3', 2)).toEqual({ ok: false, problem: 'number', item: '1e3' });
    expect(parseNumberList('1, 99999999999999999999', 2)).toEqual({
      ok: false,
      problem: 'digits',
      item: '99999999999999999999',
    });
    expect(parseNumberList('-5', 2, 0)).toEqual({ ok: false, problem: 'min', item: '-5' });
    expect(parseNumberList('1.234', 2)).toEqual({ ok: false, problem: 'decimals', item: '1.234' });
    expect(parseNumberList('2, 1', 2)).toEqual({ ok: false, problem: 'order', item: '1' });
  });
});

describe('number list messages', () => {
  it('quote at most 20 characters of a bad value', async () => {
    const levels: FieldDecl = { key: 'betLevels', kind: numberListKind, decimals: 2 };
    const pasted = `1, ${'x'.repeat(300)}`;
    expect(await fieldMessages(levels, 'Bet levels', 'en-US', pasted)).toEqual([
      `"${'x'.repeat(20)}…" in Bet levels is not a number`,
    ]);
    expect(await fieldMessages(levels, '投注档位', 'zh-CN', '1, abc')).toEqual(['投注档位中的「abc」不是数字']);
  });
});
