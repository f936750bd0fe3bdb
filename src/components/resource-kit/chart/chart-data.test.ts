import { describe, expect, it } from 'vitest';
import { topOf, trendOf } from '@/components/resource-kit/chart/chart-data';

const rows = [
  { statDate: '2026-11-02', gameId: 1, gameName: 'A', bet: 0.1, win: 10.05 },
  { statDate: '2026-11-01', gameId: 2, gameName: 'B', bet: 0.2, win: -3 },
  { statDate: '2026-11-02', gameId: 2, gameName: 'B', bet: 0.7, win: 20.1 },
  { statDate: '2026-11-01', gameId: 1, gameName: 'A', bet: 1.15, win: 0.01 },
  { statDate: '2026-11-01', gameId: 3, gameName: 'C', bet: 0, win: 5 },
];

describe('chart aggregation', () => {
  it('sums each field per date to the cent, dates ascending', () => {
    const trend = trendOf(rows, 'statDate', ['bet', 'win']);
    expect(trend.dates).toEqual(['2026-11-01', '2026-11-02']);
    // 0.2 + 1.15 + 0 and 0.1 + 0.7: exact, where floating point gives 1.3499999999999999 and 0.7999999999999999
    expect(trend.series).toEqual([
      { key: 'bet', values: [1.35, 0.8] },
      { key: 'win', values: [2.01, 30.15] },
    ]);
  });

  it('ranks keys by their summed figure, with the label of the key, at most the limit', () => {
    expect(topOf(rows, 'gameId', 'gameName', 'win')).toEqual([
      { key: '2', label: 'B', value: 17.1 },
      { key: '1', label: 'A', value: 10.06 },
      { key: '3', label: 'C', value: 5 },
    ]);
    expect(topOf(rows, 'gameId', 'gameName', 'win', 2).map((t) => t.key)).toEqual(['2', '1']);
  });

  it('gives nothing for no rows', () => {
    expect(trendOf([], 'statDate', ['bet'])).toEqual({ dates: [], series: [{ key: 'bet', values: [] }] });
    expect(topOf([], 'gameId', 'gameName', 'win')).toEqual([]);
  });
});
