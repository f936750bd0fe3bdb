// The modify-balance amount rules (spec section 5 and the issue): a signed number - positive adds, negative
// subtracts - with at most two decimals, never zero. The value is the text as typed and only plain decimals pass: an
// optional sign, digits, an optional point with decimals. No exponent ("1e3" is not 1,000), no hex, no grouping, no
// spaces inside, so what the operator sees is exactly what is sent; at most 12 digits before the point, so a slip of
// the finger (99999999999999999999) is refused rather than sent.
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';

export type AmountProblem = 'required' | 'invalid' | 'decimals' | 'digits' | 'zero';
export type AmountCheck = { ok: true; value: number } | { ok: false; problem: AmountProblem };

export function checkAmount(raw: unknown): AmountCheck {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  if (!text) return { ok: false, problem: 'required' };
  // What any amount field of the console accepts (the kit's check), in this dialog's own words.
  const check = checkNumber(text, { decimals: 2 });
  if (!check.ok)
    return {
      ok: false,
      problem: check.problem === 'decimals' || check.problem === 'digits' ? check.problem : 'invalid',
    };
  if (check.value === 0) return { ok: false, problem: 'zero' };
  return { ok: true, value: check.value };
}

/** The balance after the change, to the cent (floats would show 10000.1 + 0.2 as 10000.300000000001). */
export function balanceAfter(balance: number, change: number): number {
  return Math.round((balance + change) * 100) / 100;
}
