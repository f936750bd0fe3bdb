// The ranges the server checks on the numbers a form saves: a value out of range, with more decimals than allowed or
// no number at all is refused (state 0), never clamped or rounded into something the user did not type. Like the
// console's number fields, no number has more than 12 digits before the point (1e20 is refused, not stored).
export type NumberRule = { min?: number; max?: number; decimals?: number };

const LIMIT = 1e12;

export type Checked = { ok: true; value: number | undefined } | { ok: false };

/** A body field checked against `rule`: absent (or empty) passes as undefined; numeric strings count as numbers. */
export function checkedNumber(body: Record<string, unknown>, key: string, rule: NumberRule = {}): Checked {
  const raw = body[key];
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: undefined };
  const n = typeof raw === 'string' && /^[+-]?\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) >= LIMIT) return { ok: false };
  if ((rule.min !== undefined && n < rule.min) || (rule.max !== undefined && n > rule.max)) return { ok: false };
  if (rule.decimals !== undefined && Number(n.toFixed(rule.decimals)) !== n) return { ok: false };
  return { ok: true, value: n };
}
