// What the kit asks of a declaration's kind, with the defaults a kind may leave out: text as it is, a plain cell,
// the text in a CSV, `{ key: value }` on the wire.
import type { BaseRecord } from '@refinedev/core';
import type { ReactNode } from 'react';
import {
  isBlank,
  type CellContext,
  type DeclCore,
  type InputMode,
  type WireValues,
} from '@/components/resource-kit/kinds/kind';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { EMPTY_TEXT } from '@/lib/format';

type Decl = DeclCore & Record<string, unknown>;
const asDecl = (decl: DeclCore) => decl as Decl;

export function valueText(decl: DeclCore, value: unknown, text: ResourceText): string {
  if (isBlank(value)) return EMPTY_TEXT;
  const kind = kindOf(decl);
  return kind.text ? kind.text(value, asDecl(decl), text) : String(value);
}

export function valueCell(decl: DeclCore, value: unknown, row: BaseRecord, ctx: CellContext): ReactNode {
  const kind = kindOf(decl);
  if (isBlank(value) || !kind.cell) return valueText(decl, value, ctx.text);
  return kind.cell(value, row, asDecl(decl), ctx);
}

export function csvValue(decl: DeclCore, value: unknown, text: ResourceText): { value: string; number: boolean } {
  if (isBlank(value)) return { value: '', number: false };
  const kind = kindOf(decl);
  if (kind.csv) return kind.csv(value, asDecl(decl), text);
  const shown = valueText(decl, value, text);
  return { value: shown === EMPTY_TEXT ? '' : shown, number: false };
}

export const isNumericKind = (decl: DeclCore) => kindOf(decl).numeric === true;

/** Every key a declaration's input holds (its own, and e.g. a filter's id type). */
export function inputKeys(decl: DeclCore): string[] {
  return [decl.key, ...(kindOf(decl).keys?.(asDecl(decl)) ?? [])];
}

/** Input values -> wire values (query or body keys) for a list of declarations. */
export function toWire(decls: readonly DeclCore[], values: WireValues, mode: InputMode): WireValues {
  const wire: WireValues = {};
  for (const decl of decls) {
    const kind = kindOf(decl);
    const value = values[decl.key];
    if (kind.toWire) Object.assign(wire, kind.toWire(values, asDecl(decl), mode));
    // A filter left empty is not sent; a form's emptied field is (an edit may clear a remark).
    else if (!isBlank(value) || (mode !== 'filter' && value !== undefined)) {
      wire[decl.key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return wire;
}

/** Wire values (the URL, a row to edit) -> input values. */
export function fromWire(decls: readonly DeclCore[], wire: WireValues, mode: InputMode): WireValues {
  const values: WireValues = {};
  for (const decl of decls) {
    const kind = kindOf(decl);
    if (kind.fromWire) Object.assign(values, kind.fromWire(wire, asDecl(decl), mode));
    else if (!isBlank(wire[decl.key])) values[decl.key] = wire[decl.key];
  }
  return values;
}

/** The values inputs start with: declared defaults, else what the kind starts with (a date preset). */
export function initialValues(decls: readonly (DeclCore & { defaultValue?: unknown })[]): WireValues {
  const values: WireValues = {};
  for (const decl of decls) {
    Object.assign(values, kindOf(decl).initial?.(asDecl(decl)));
    if (decl.defaultValue !== undefined) values[decl.key] = decl.defaultValue;
  }
  return values;
}
