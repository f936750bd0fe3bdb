// The modify-balance amount rules (spec section 5 and the issue): a signed number - positive adds, negative
// subtracts - with at most two decimals, never zero. The value arrives as the input's text, so the decimals are
// counted on what was typed rather than on a float.
export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'zero';
export type AmountCheck = { ok: true; value: number } | { ok: false; problem: AmountProblem };

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function checkAmount(raw: unknown): AmountCheck {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return { ok: false, problem: 'required' };
  if (!NUMBER.test(text)) return { ok: false, problem: 'invalid' };
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
