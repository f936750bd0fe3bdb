// A list of numbers (bet levels): typed as "0.1, 0.5, 1", checked to be numbers in ascending order with no repeats
// and at most `decimals` places, sent as an array of numbers.
import { Input } from 'antd';
import { areaKind, isBlank } from '@/components/resource-kit/kinds/kind';
import {
  checkNumber,
  MAX_WHOLE_DIGITS,
  plainText,
  type NumberProblem,
} from '@/components/resource-kit/kinds/plain-number';
import type { ResourceText } from '@/components/resource-kit/resource-text';

type NumberListOptions = { decimals?: number; min?: number };

export type ListCheck =
  | { ok: true; values: number[] }
  | { ok: false; problem: 'number' | 'decimals' | 'digits' | 'order' | 'min'; item?: string };

const LIST_PROBLEM = {
  number: 'number',
  digits: 'digits',
  decimals: 'decimals',
  integer: 'decimals',
  min: 'min',
  // A list has no upper bound.
  max: 'number',
  range: 'min',
} as const satisfies Record<NumberProblem, string>;

export function parseNumberList(text: string, decimals = 2, min?: number): ListCheck {
  const items = text.split(/[,，\s]+/).filter(Boolean);
  const values: number[] = [];
  for (const item of items) {
    // Each item as a number field takes it (plain-number.ts), with the list's own words for what is wrong.
    const check = checkNumber(item, { decimals, min });
    if (!check.ok) return { ok: false, problem: LIST_PROBLEM[check.problem], item };
    if (values.length && check.value <= values[values.length - 1]!) return { ok: false, problem: 'order', item };
    values.push(check.value);
  }
  return { ok: true, values };
}

const listText = (value: unknown) =>
  Array.isArray(value)
    ? value.map((v) => (typeof v === 'number' ? plainText(v) : String(v))).join(', ')
    : String(value);

const QUOTED_CHARS = 20;

/** The item as the message quotes it: a short prefix, so a long paste is not echoed whole under the field. */
export function quoted(item = ''): string {
  const chars = [...item];
  return chars.length > QUOTED_CHARS ? `${chars.slice(0, QUOTED_CHARS).join('')}…` : item;
}

function message(
  check: Exclude<ListCheck, { ok: true }>,
  label: string,
  decimals: number,
  min: number | undefined,
  text: ResourceText,
) {
  return text.t(`kit:numberList.${check.problem}`, {
    label,
    item: quoted(check.item),
    decimals,
    min,
    digits: MAX_WHOLE_DIGITS,
  });
}

export const numberListKind = areaKind<NumberListOptions>({
  name: 'numberList',
  text: (value) => listText(value),
  input: () => <Input placeholder="0.1, 0.5, 1, 2" />,
  rules: (decl, label, text) => [
    {
      validator: async (_rule, value: unknown) => {
        if (isBlank(value)) return;
        const check = parseNumberList(listText(value), decl.decimals ?? 2, decl.min);
        if (!check.ok) throw new Error(message(check, label, decl.decimals ?? 2, decl.min, text));
      },
    },
  ],
  toWire: (values, decl) => {
    const value = values[decl.key];
    if (isBlank(value)) return {};
    const check = parseNumberList(listText(value), decl.decimals ?? 2, decl.min);
    return check.ok ? { [decl.key]: check.values } : {};
  },
  fromWire: (wire, decl) => (isBlank(wire[decl.key]) ? {} : { [decl.key]: listText(wire[decl.key]) }),
});
