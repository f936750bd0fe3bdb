// The declaration a page is made of. Everything user-visible is a locale key derived from the resource name
// (`game.classify` -> `game:classify.columns.<key>`, `.filters.<key>`, `.fields.<key>`, `.actions.<key>.*`).
import type { BaseRecord } from '@refinedev/core';
import type { ComponentType, ReactNode } from 'react';
import type { PresetKey } from '@/components/inputs/date-range-picker';
import type { LookupName } from '@/lib/lookups';
import type { ResourceEndpoints } from '@/providers/data-provider';
import type { EnumDef, EnumValue } from '@/components/resource-kit/enums';

export type Key<T> = Extract<keyof T, string>;

export type ColumnKind = 'text' | 'number' | 'amount' | 'time' | 'enum' | 'player' | 'copy' | 'link';

export type ColumnDecl<T> = {
  key: Key<T>;
  /** How the value is shown and exported; text by default. */
  kind?: ColumnKind;
  /** A second, secondary line under the value (exported as its own column). */
  sub?: Key<T>;
  width?: number;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** Starts hidden; the user can show it in the column settings. */
  hidden?: boolean;
  /** Added up in the total row. */
  summary?: boolean;
  /** Amounts: negative values in red (user win/loss). */
  signed?: boolean;
  decimals?: number;
  enum?: EnumDef;
  /** Links: 'detail' opens the declaration's detail modal; a function does anything else. */
  open?: 'detail' | ((row: T) => void);
  /** Escape hatch for one-off cells; export still writes the formatted value. */
  render?: (row: T) => ReactNode;
};

type FilterBase = { key: string; defaultValue?: unknown };

export type FilterDecl =
  | (FilterBase & {
      kind: 'text';
      emojiFilter?: boolean;
      /** A select in front of the input that sends another key (e.g. order id vs parent order id). */
      typeSwitch?: { key: string; enum: EnumDef; defaultValue: EnumValue };
    })
  | (FilterBase & { kind: 'number' })
  | (FilterBase & { kind: 'select'; lookup: LookupName })
  /** Options from another resource's list (e.g. the game classify entries). */
  | (FilterBase & { kind: 'resource'; resource: string; optionLabel: string; optionValue: string })
  | (FilterBase & { kind: 'enum'; enum: EnumDef; display?: 'select' | 'radio' })
  | (FilterBase & {
      kind: 'dateRange';
      /** Longest allowed span; longer ranges are refused with the "cannot exceed N days" tooltip. */
      maxDays?: number;
      showTime?: boolean;
      /** A preset the filter starts with (e.g. today). */
      preset?: PresetKey;
    });

type FieldBase = {
  key: string;
  required?: boolean;
  defaultValue?: unknown;
  /** Shown only when creating or only when editing. */
  only?: 'create' | 'edit';
  disabledOnEdit?: boolean;
  /** Cross-field check: returns a locale key (in the resource's namespace) when the value is not acceptable. */
  validate?: (value: unknown, values: Record<string, unknown>) => string | undefined;
};

/** Text lengths are counted in characters; `minLength` on the trimmed text (spaces around do not count). */
type TextLength = { minLength?: number; maxLength?: number };

export type FieldDecl =
  | (FieldBase & TextLength & { kind: 'text'; pattern?: RegExp; emojiFilter?: boolean })
  | (FieldBase & TextLength & { kind: 'textarea' })
  | (FieldBase & { kind: 'number'; min?: number; max?: number; precision?: number })
  | (FieldBase & { kind: 'enum'; enum: EnumDef; display?: 'select' | 'radio' })
  | (FieldBase & { kind: 'switch' })
  | (FieldBase & { kind: 'select'; lookup: LookupName })
  | (FieldBase & { kind: 'resource'; resource: string; optionLabel: string; optionValue: string });

export type FormDecl<T> = {
  fields: FieldDecl[];
  /** Create and edit are both on unless turned off. */
  create?: boolean;
  edit?: boolean;
  width?: number;
  /** Row -> form values for editing (by default the row's own fields). */
  toValues?: (row: T) => Record<string, unknown>;
};

type ActionBase = {
  key: string;
  /** Permission key of the action (`<page key>.<action>`). */
  permission: string;
  /** Ask first, with the text at `actions.<key>.confirm` (row fields can be interpolated). */
  confirm?: boolean;
  danger?: boolean;
  /** Other resources whose lists change too. */
  invalidates?: string[];
};

export type RowActionDecl<T> = ActionBase & {
  url: string;
  /** The call's body from the row and, for an action with `fields`, the form's values (`{}` otherwise). */
  body: (row: T, values: Record<string, unknown>) => object;
  visible?: (row: T) => boolean;
  /**
   * Opens a form on the row first (a reason to freeze a player): titled `actions.<key>.title` (else the label), with
   * the `confirm` text above the fields when `confirm` is set; its values go to `body`.
   */
  fields?: FieldDecl[];
  /** Form-level check: returns a locale key when the values cannot be sent. */
  validate?: (values: Record<string, unknown>) => string | undefined;
};

export type ToolbarActionDecl<T> = ActionBase & {
  url: string;
  /** Needs selected rows (the table shows checkboxes). */
  selection?: boolean;
  /** Opens a form first; its values and the selected rows make the body. */
  fields?: FieldDecl[];
  body: (rows: T[], values: Record<string, unknown>) => object;
  /** Form-level check: returns a locale key when the values cannot be sent. */
  validate?: (values: Record<string, unknown>) => string | undefined;
};

export type ResourceDecl<T extends BaseRecord> = {
  /** `<area>.<page>`: the Refine resource, the wire convention (/api/<area>/<page>/...) and the locale keys. */
  name: string;
  /** Menu `component` key; defaults to the name. */
  component?: string;
  /** Page permission key; defaults to the name. */
  permission?: string;
  apiBase?: string;
  endpoints?: ResourceEndpoints;
  /** Locale namespace and key prefix; default from the name (`game.betOrder` -> `game`, `betOrder`). */
  i18n?: { ns: string; prefix: string };
  rowKey?: Key<T>;
  columns: ColumnDecl<T>[];
  filters?: FilterDecl[];
  form?: FormDecl<T>;
  rowActions?: RowActionDecl<T>[];
  toolbarActions?: ToolbarActionDecl<T>[];
  defaultSort?: { field: Key<T>; order: 'asc' | 'desc' };
  pageSize?: number;
  /** CSV export is on unless turned off. */
  export?: boolean;
  /** What the 'detail' links open: a modal titled `detail.title` (row fields interpolated). */
  detail?: { render: (row: T) => ReactNode; width?: number | string };
  /** A custom page that still uses the kit (it gets the definition and usually renders <ResourceTable/>). */
  page?: ComponentType<{ definition: ResourceDefinition<T> }>;
};

export type ResourceDefinition<T extends BaseRecord = BaseRecord> = Omit<ResourceDecl<T>, 'rowKey'> & {
  component: string;
  permission: string;
  ns: string;
  prefix: string;
  rowKey: string;
  pageSize: number;
  meta: { apiBase?: string; endpoints?: ResourceEndpoints };
};
