// What a kind is: everything the kit does with one type of value, in one place (kinds/<kind>.tsx): how a cell shows
// it, its text (total row, second line), its CSV value, its filter and form input, its validation, and its wire
// format (a date kind sends `YYYY-MM-DD`, a month kind `YYYY-MM`, a password kind cipher text). Columns, filters and
// fields name a kind; a declaration may also pass a kind of its own (a KindDef) for a one-off value type.
import type { BaseRecord } from '@refinedev/core';
import type { FormItemProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import type { LinkColors } from '@/components/resource-kit/columns/link-button';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/**
 * The options each kind adds to a declaration, by kind name. Every kind file extends it
 * (`declare module '@/components/resource-kit/kinds/kind' { interface KindOptions { amount: {...} } }`), so a
 * declaration is type-checked against the options of the kind it names.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface KindOptions {}

export type KindName = keyof KindOptions;

/** What every column, filter and field carries whatever its kind. */
export type DeclCore = { key: string; kind?: KindName | KindDef };

/** A declaration as a kind sees it: the core and its own options. */
export type DeclOf<K extends KindName> = DeclCore & KindOptions[K];

export type CellContext = {
  text: ResourceText;
  /** The theme's colours, so links and signs follow the chosen primary colour and mode. */
  colors: LinkColors;
  openDetail: (row: BaseRecord) => void;
};

export type InputMode = 'filter' | 'create' | 'edit';

export type InputArgs<D> = {
  decl: D;
  text: ResourceText;
  label: string;
  mode: InputMode;
  disabled?: boolean;
  /** Set by Form.Item: the input's id (labels point at it). */
  id?: string;
};

export type WireValues = Record<string, unknown>;

export type KindDef<D = DeclCore & Record<string, unknown>> = {
  name: string;
  /** Right-aligned, and summed by a total row. */
  numeric?: boolean;
  /** Picked from choices: its required message says "choose" rather than "enter". */
  choice?: boolean;
  /**
   * false: its input's outer element has no role that allows aria-required (a Select's or a Radio group's box), so
   * the kit leaves Form.Item's aria-required off it (field-control.tsx).
   */
  ariaRequired?: false;
  /** The value as the screen shows it (cells, the total row, second lines). Default: its text. */
  text?: (value: unknown, decl: D, text: ResourceText) => string;
  /** The cell. Default: the text. */
  cell?: (value: unknown, row: BaseRecord, decl: D, ctx: CellContext) => ReactNode;
  /** The value as a CSV file holds it; `number` cells are written unquoted and never neutralised. */
  csv?: (value: unknown, decl: D, text: ResourceText) => { value: string; number: boolean };
  /** The input of a filter or a form field. Default: a text input. */
  input?: (args: InputArgs<D>) => ReactNode;
  /** About how wide the input is, in px, in the current language (lays out the filter panel). Default 180. */
  inputWidth?: (decl: D, text: ResourceText) => number;
  /** Extra Form.Item props (a switch edits `checked`). */
  item?: (decl: D, mode: InputMode) => Partial<FormItemProps>;
  /** Checks beyond "required". */
  rules?: (decl: D, label: string, text: ResourceText) => Rule[];
  /** The values an input starts with when the declaration gives no `defaultValue` (a date range preset, an id type). */
  initial?: (decl: D) => WireValues;
  /**
   * Input values -> what goes on the wire for this declaration: query keys of a filter, body keys of a form.
   * Default: `{ [key]: value }` unless empty. A filter may send several keys (an id and its type).
   */
  toWire?: (values: WireValues, decl: D, mode: InputMode) => WireValues;
  /** Back: the input values from wire values (the URL, a row being edited). Default: `{ [key]: value }`. */
  fromWire?: (wire: WireValues, decl: D, mode: InputMode) => WireValues;
  /** The filter's extra keys (beyond `key`) the input holds, cleared with it. */
  keys?: (decl: D) => string[];
  /**
   * Why these input values cannot be queried (a date range longer than allowed), as a message; the list then sends
   * nothing and says so.
   */
  problem?: (values: WireValues, decl: D, text: ResourceText) => string | undefined;
};

/** A kind file's definition, typed by the options it declares in KindOptions. */
export function defineKind<K extends KindName>(def: KindDef<DeclOf<K>> & { name: K }): KindDef {
  return def as unknown as KindDef;
}

/**
 * A kind of an area's own, typed by its options `O` (kept in that area's folder, not in `kinds/`): a declaration
 * passes it as the value (`{ key: 'cronExpression', kind: cronKind }`), so the kit needs no name for it.
 */
export function areaKind<O extends object>(def: KindDef<DeclCore & O>): KindDef {
  return def as unknown as KindDef;
}

export const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
