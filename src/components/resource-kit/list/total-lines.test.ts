import { describe, expect, it } from 'vitest';
import { shownLine, totalLines } from '@/components/resource-kit/list/total-lines';
import type { ColumnDecl } from '@/components/resource-kit/types';

type Row = { id: number; currencyCode: string; betAmount: number; betCount: number };
const columns: ColumnDecl<Row>[] = [
  { key: 'id' },
  { key: 'currencyCode' },
  { key: 'betAmount', kind: 'amount', summary: true },
  { key: 'betCount', kind: 'number', summary: true },
];

// Generated rows: amounts in cents, so the expected sums are exact.
function rows(count: number, currencies: string[]): Row[] {
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  return Array.from({ length: count }, (_, id) => ({
    id,
    currencyCode: currencies[next() % currencies.length]!,
    betAmount: (next() % 100_000) / 100,
    betCount: 1,
  }));
}

const cents = (list: Row[]) => list.reduce((sum, row) => sum + Math.round(row.betAmount * 100), 0) / 100;

describe('total lines', () => {
  it('adds the rows of a page per currency, never across them', () => {
    const page = rows(200, ['CNY', 'USD', 'VND']);
    const lines = totalLines(columns, page, undefined);
    expect(lines.map((l) => l.currency)).toEqual(['CNY', 'USD', 'VND']);
    for (const line of lines) {
      const own = page.filter((r) => r.currencyCode === line.currency);
      expect(line).toMatchObject({ scope: 'page', values: { betAmount: cents(own), betCount: own.length } });
    }
  });

  it('one currency: one line, named by its currency', () => {
    const page = rows(50, ['BRL']);
    expect(totalLines(columns, page, undefined)).toEqual([
      { scope: 'page', currency: 'BRL', values: { betAmount: cents(page), betCount: 50 } },
    ]);
  });

  it("reads the server's per-currency sums as one line each", () => {
    const summary = {
      betCount: 30,
      byCurrency: [
        { currencyCode: 'CNY', betAmount: 10.5, betCount: 10 },
        { currencyCode: 'USD', betAmount: 3.25, betCount: 20 },
      ],
    };
    const lines = totalLines(columns, rows(20, ['CNY', 'USD']), summary);
    expect(lines).toEqual([
      { scope: 'all', currency: 'CNY', values: summary.byCurrency[0] },
      { scope: 'all', currency: 'USD', values: summary.byCurrency[1] },
    ]);
  });

  it('shows no amount from a summary that may have added currencies together', () => {
    const lines = totalLines(columns, rows(20, ['CNY', 'VND']), { betAmount: 999, betCount: 20 });
    expect(lines).toEqual([{ scope: 'all', values: { betCount: 20 } }]);
  });

  it('keeps the amounts already in one currency (CNY) from a summary over several currencies', () => {
    const cny: ColumnDecl<Row & { betAmountCny: number }>[] = [
      ...(columns as ColumnDecl<Row & { betAmountCny: number }>[]),
      { key: 'betAmountCny', kind: 'amount', crossCurrency: true, summary: true },
    ];
    const lines = totalLines(
      cny,
      rows(20, ['CNY', 'VND']).map((r) => ({ ...r, betAmountCny: 1 })),
      { betAmount: 999, betAmountCny: 12.34, betCount: 20 },
    );
    expect(lines).toEqual([{ scope: 'all', values: { betAmountCny: 12.34, betCount: 20 } }]);
  });

  it('names no currency for totals all converted to CNY, even when the rows share one currency', () => {
    const cny: ColumnDecl<Row & { betAmountCny: number }>[] = [
      { key: 'currencyCode' },
      { key: 'betAmountCny', kind: 'amount', crossCurrency: true, summary: true },
    ];
    const page = rows(5, ['VND']).map((r) => ({ ...r, betAmountCny: 1 }));
    expect(totalLines(cny, page, { betAmountCny: 5 })).toEqual([{ scope: 'all', values: { betAmountCny: 5 } }]);
  });

  it('trusts a plain summary while the rows share one currency', () => {
    const lines = totalLines(columns, rows(20, ['THB']), { betAmount: 999, betCount: 20 });
    expect(lines).toEqual([{ scope: 'all', currency: 'THB', values: { betAmount: 999, betCount: 20 } }]);
  });

  it('shows the picked currency, else the preferred one (CNY) wherever it sorts, else the first', () => {
    const lines = totalLines(columns, rows(60, ['BRL', 'CNY', 'USD']), undefined);
    expect(lines.map((l) => l.currency)).toEqual(['BRL', 'CNY', 'USD']);
    expect(shownLine(lines, undefined, 'CNY')?.currency).toBe('CNY');
    expect(shownLine(lines, 'USD', 'CNY')?.currency).toBe('USD');
    expect(shownLine(lines, 'VND', 'CNY')?.currency).toBe('CNY');
    expect(
      shownLine(
        lines.filter((l) => l.currency !== 'CNY'),
        undefined,
        'CNY',
      )?.currency,
    ).toBe('BRL');
  });
});
