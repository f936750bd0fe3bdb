// The figures a list chart draws, from the list's whole filtered set: a trend (fields summed by date) and a top N
// (one field summed by a key). Money is summed in integer cents so the chart says exactly what the rows add up to.
type Row = Record<string, unknown>;

const cents = (value: unknown) => Math.round((typeof value === 'number' ? value : Number(value) || 0) * 100);

export type Trend = { dates: string[]; series: { key: string; values: number[] }[] };

/** Each of `keys` summed per date, dates ascending. */
export function trendOf(rows: readonly Row[], dateKey: string, keys: readonly string[]): Trend {
  const byDate = new Map<string, number[]>();
  for (const row of rows) {
    const date = String(row[dateKey] ?? '');
    const sums = byDate.get(date) ?? keys.map(() => 0);
    keys.forEach((key, i) => (sums[i]! += cents(row[key])));
    byDate.set(date, sums);
  }
  const dates = [...byDate.keys()].sort();
  return { dates, series: keys.map((key, i) => ({ key, values: dates.map((d) => byDate.get(d)![i]! / 100) })) };
}

export type TopItem = { key: string; label: string; value: number };

/** `value` summed per `key` (rows of several dates or currencies add up), largest first, at most `limit`. */
export function topOf(rows: readonly Row[], key: string, label: string, value: string, limit = 10): TopItem[] {
  const sums = new Map<string, { label: string; cents: number }>();
  for (const row of rows) {
    const id = String(row[key] ?? '');
    const entry = sums.get(id) ?? { label: String(row[label] ?? id), cents: 0 };
    entry.cents += cents(row[value]);
    sums.set(id, entry);
  }
  return [...sums.entries()]
    .map(([id, e]) => ({ key: id, label: e.label, value: e.cents / 100 }))
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : 1))
    .slice(0, limit);
}
