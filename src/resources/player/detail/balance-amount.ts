// The modify-balance amount rules (spec section 5 and the issue): a signed number - positive adds, negative
// subtracts - with at most two decimals, never zero. The value is the text as typed and only plain decimals pass: an
// optional sign, digits, an optional point with decimals. No exponent ("1e3" is not 1,000), no hex, no grouping, no
// spaces inside, so what the operator sees is exactly what is sent.
export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'zero';
export type AmountCheck = { ok: true; value: number } | { ok: false; problem: AmountProblem };

const PLAIN_DECIMAL = /^[+-]?\d+(\.\d+)?$/;

export function checkAmount(raw: unknown): AmountCheck {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return { ok: false, problem: 'required' };
  if (!PLAIN_DECIMAL.test(text)) return { ok: false, problem: 'invalid' };
  const decimals = text.split('.')[1] ?? '';
  if (decimals.length > 2) return { ok: false, problem: 'decimals' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: 'invalid' };
  if (value === 0) return { ok: false, problem: 'zero' };
  return { ok: true, value };
}

/** The balance after the change, to the cent (floats would show 10000.1 + 0.2 as 10000.300000000001). */
export function balanceAfter(balance: number, change: number): number {
  return Math.round((balance + change) * 100) / 100;
}
