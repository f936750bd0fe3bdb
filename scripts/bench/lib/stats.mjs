export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 0) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));

/** A figure from samples: median, min, max, and the samples themselves (ms, rounded to 0.1). */
export function summary(samples) {
  const ok = samples.filter((v) => typeof v === 'number' && Number.isFinite(v));
  return {
    median: round(median(ok), 1),
    min: ok.length ? round(Math.min(...ok), 1) : null,
    max: ok.length ? round(Math.max(...ok), 1) : null,
    samples: ok.map((v) => round(v, 1)),
  };
}
