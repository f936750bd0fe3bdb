// What a number or amount field accepts, checked on the text as typed: a plain decimal (an optional sign, digits, an
// optional point and decimals) within the field's bounds. No exponent (1e3 is not 1000), no grouping, no hex, and
// nothing is rounded or clamped: a value out of bounds stays as typed and the field says why.
import type { Rule } from 'antd/es/form';
import { isBlank, type InputMode, type WireValues } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/** Digits before the point: twelve keep every amount exact to the cent, and stop 1e20 typed out in full. */
export const MAX_WHOLE_DIGITS = 12;

export type NumberBounds = { min?: number; max?: number; decimals?: number };
export type NumberProblem = 'number' | 'integer' | 'decimals' | 'digits' | 'min' | 'max' | 'range';
export type NumberCheck = { ok: true; value: number } | { ok: false; problem: NumberProblem };

const PLAIN = /^[+-]?\d+(\.\d+)?$/;

/** A number as plain decimal text (1e-8 as 0.00000001): what an input shows for a stored value. */
export function plainText(value: number): string {
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20).replace(/\.?0+$/, '') : text;
}

export function checkNumber(raw: unknown, bounds: NumberBounds = {}): NumberCheck {
  const text = typeof raw === 'number' ? plainText(raw) : String(raw ?? '').trim();
  if (!PLAIN.test(text)) return { ok: false, problem: 'number' };
  const [whole = '', fraction = ''] = text.replace(/^[+-]/, '').split('.');
  const { min, max, decimals } = bounds;
  if (decimals !== undefined && fraction.length > decimals)
    return { ok: false, problem: decimals ? 'decimals' : 'integer' };
  if (whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'digits' };
  const value = Number(text);
  const both = min !== undefined && max !== undefined;
  if (min !== undefined && value < min) return { ok: false, problem: both ? 'range' : 'min' };
  if (max !== undefined && value > max) return { ok: false, problem: both ? 'range' : 'max' };
  return { ok: true, value };
}

export function numberProblemText(
  problem: NumberProblem,
  bounds: NumberBounds,
  label: string,
  text: ResourceText,
): string {
  const bound = (n: number | undefined) => (n === undefined ? '' : plainText(n));
  return text.t(`kit:validation.${problem}`, {
    label,
    min: bound(bounds.min),
    max: bound(bounds.max),
    decimals: bounds.decimals,
    digits: MAX_WHOLE_DIGITS,
  });
}

/** The field's check: blank is the required rule's to report. */
export function numberRule(bounds: NumberBounds, label: string, text: ResourceText): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const check = checkNumber(value, bounds);
      if (!check.ok) throw new Error(numberProblemText(check.problem, bounds, label, text));
    },
  };
}

/**
 * Input text -> wire: the number it reads as. A form's emptied field is sent empty (null); text that is no number
 * goes as typed, for the server to refuse (the field's rule stops it before that).
 */
export function numberToWire(value: unknown, key: string, mode: InputMode): WireValues {
  if (isBlank(value)) return mode === 'filter' || value === undefined ? {} : { [key]: null };
  const check = checkNumber(value);
  return { [key]: check.ok ? check.value : String(value).trim() };
}

/** Wire (a row, the URL's text) -> the input's text. */
export function numberFromWire(value: unknown, key: string): WireValues {
  if (isBlank(value)) return {};
  return { [key]: typeof value === 'number' ? plainText(value) : String(value) };
}
