// The declaration a page is made of. Everything user-visible is a locale key derived from the resource name
// (`game.classify` -> `game:classify.columns.<key>`, `.filters.<key>`, `.fields.<key>`, `.actions.<key>.*`). Columns,
// filters and fields name a kind (kinds/<kind>.tsx) and carry that kind's options.
import type { BaseRecord, CrudFilter } from '@refinedev/core';
import type { ComponentType, ReactNode } from 'react';
import type { AnswerDecl, AnswerDialog } from '@/components/resource-kit/answers/answer';
import type { KindDef, KindName, KindOptions } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceEndpoints } from '@/providers/data-provider';

export type Key<T> = Extract<keyof T, string>;

/** A confirm text chosen by the declaration: a locale key (looked up as `validate`'s) and what it interpolates. */
export type ConfirmText = { key: string; values?: Record<string, unknown> };

/** A kind by name with its options, or a kind of the declaration's own (options are then its business). */
export type KindChoice =
  | { [K in KindName]: { kind: K } & KindOptions[K] }[KindName]
  | ({ kind?: undefined } & KindOptions['text'])
  | ({ kind: KindDef } & Record<string, unknown>);

export type ColumnDecl<T> = {
  key: Key<T>;
  /** A second, secondary line under the value (exported as its own column). */
  sub?: Key<T>;
  width?: number;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** Starts hidden; the user can show it in the column settings. */
  hidden?: boolean;
  /** Added up in the total row. */
  summary?: boolean;
  /** Escape hatch for one-off cells; export still writes the kind's value. */
  render?: (row: T) => ReactNode;
  /** Shown (and exported) only while the list's filters, as wire values, say so (a fee a month view alone has). */
  when?: (filters: Record<string, unknown>) => boolean;
  /** `false`: left out of the CSV export, for a cell with no value of its own (a record's pending request). */
  export?: false;
} & KindChoice;

export type FilterDecl = { key: string; defaultValue?: unknown } & KindChoice;

export type FieldDecl = {
  key: string;
  required?: boolean;
  defaultValue?: unknown;
  /** Shown only when creating or only when editing. */
  only?: 'create' | 'edit';
  disabledOnEdit?: boolean;
  /** Disabled while the form's values say so (a built-in parameter's value type). */
  disabledWhen?: (values: Record<string, unknown>) => boolean;
  /** Shown only while the form's values say so (a page's path, not a group's). */
  visibleWhen?: (values: Record<string, unknown>) => boolean;
  /** Required only while the form's values say so (a merchant for a merchant user). */
  requiredWhen?: (values: Record<string, unknown>) => boolean;
  /** Cross-field check: returns a locale key (in the resource's namespace) when the value is not acceptable. */
  validate?: (value: unknown, values: Record<string, unknown>) => string | undefined;
  /**
   * The other fields this one's rules read (`validate`, `requiredWhen`): when one of them changes, this field is
   * checked again at once (an end date's "after the start" when the start moves), not only at its own next edit.
   */
  dependsOn?: string[];
  /** A line of help under the input (a locale key). */
  help?: string;
} & KindChoice;

export type FormDecl<T> = {
  fields: FieldDecl[];
  /** The console's default (800 px) when left out. */
  width?: number;
  /** A modal (the default) or a drawer, for long forms. */
  container?: 'modal' | 'drawer';
  /**
   * Edit shown but not usable on this row, saying why (a shared template a merchant admin may not change): a locale key
   * as a row action's `disabled` returns; undefined when the row can be edited.
   */
  editDisabled?: (row: T) => string | undefined;
  /** Row -> form values for editing (by default the row's own fields). */
  toValues?: (row: T) => Record<string, unknown>;
  /** The fields' wire values -> the body sent (a value edited under one name that travels under another). */
  toWire?: (wire: Record<string, unknown>) => Record<string, unknown>;
  /** What the create's answer shows (answers/<kind>.tsx): a merchant's key, shown once. Edit shows nothing more. */
  answer?: AnswerDecl;
};

type ActionBase = {
  key: string;
  /** Permission key of the action (`<page key>.<action>`). */
  permission: string;
  danger?: boolean;
  /** Other resources whose lists change too. */
  invalidates?: string[];
  /**
   * What the server's answer shows (answers/<kind>.tsx): `secret` (shown once in a dialog, with copy and a warning),
   * `counts` (the success message from the answer's fields), `value` (a labelled value, a run id, in a dialog).
   */
  answer?: AnswerDecl;
};

/**
 * A row action. Most call the server (`url`, `body`), some with a form first (`fields`). One without `url` calls
 * nothing: `show` opens a read-only modal (titled `actions.<key>.title`, else the label) with what it returns for the
 * row (a role's menu as its users would see it); `notice` shows the text at `actions.<key>.success` as a message (a
 * feature the platform has not built yet).
 */
export type RowActionDecl<T> = ActionBase & {
  /**
   * Ask first, with the text at `actions.<key>.confirm` (row fields interpolated). On an action with `fields`, true
   * shows that text above the fields; a function `(values, row) => { key, values }` asks after the form's OK instead,
   * before sending: its locale key (looked up as `validate`'s) with the row, the form's values as the fields show
   * them and the function's `values` interpolated (a month computed from the row). `values` are the wire values.
   * The function returns undefined when these values need no question (a save that leaves the target as it was).
   */
  confirm?: boolean | ((values: Record<string, unknown>, row: T) => ConfirmText | undefined);
  url?: string;
  /** The call's body from the row and, for an action with `fields`, the form's values (`{}` otherwise). */
  body?: (row: T, values: Record<string, unknown>) => object;
  visible?: (row: T) => boolean;
  /**
   * Shown but not usable on this row, saying why: returns a locale key (looked up as `validate`'s, row fields
   * interpolated) for the reason, shown as the link's tooltip and accessible description; undefined when usable.
   */
  disabled?: (row: T) => string | undefined;
  /**
   * Opens a form on the row first (a reason to freeze a player): titled `actions.<key>.title` (else the label), with
   * the `confirm` text above the fields when `confirm` is set; its values go to `body`.
   */
  fields?: FieldDecl[];
  /**
   * The form's starting values from the row (wire values by field key, over the fields' defaults): pay starts at the
   * payable amount, new terms from the current ones. Without it the form starts from the defaults only.
   */
  initialValues?: (row: T) => Record<string, unknown>;
  /** Form-level check, with the row: returns a locale key when the values cannot be sent (pay 0 only when nothing is due). */
  validate?: (values: Record<string, unknown>, row: T) => string | undefined;
  show?: (row: T) => ReactNode;
  /**
   * A refusal the page can explain better than the server's message, because the row moved on between the list and
   * the click (a run that finished before its stop). The call is then quiet; on a refusal (state 0) this reads the row
   * afresh and returns the dialog to show instead (what happened, and the row as it is now), or undefined when the
   * row has not moved on: the server's message then shows as usual. The list is read again either way.
   */
  refused?: (row: T, text: ResourceText) => Promise<AnswerDialog | undefined>;
  notice?: true;
  /** Width of the `show` modal. */
  width?: number;
};

export type ToolbarActionDecl<T> = ActionBase & {
  /**
   * Ask first, with the text at `actions.<key>.confirm` (`count`: the selected rows). On an action with `fields` it is
   * asked after the form's OK, before sending, with the form's values as the fields show them (`{{month}}`: 2026-10);
   * a function `(values, rows) => { key, values }` picks its own key and adds values (as a row action's).
   */
  confirm?:
    | boolean
    | ((values: Record<string, unknown>, rows: T[], current?: Record<string, unknown>) => ConfirmText | undefined);
  url: string;
  /**
   * Shown but not usable while the list's rows say so (three runs of this user already running): returns a locale
   * key (looked up as `validate`'s) for the reason, shown beside the button and read as its description.
   */
  disabled?: (rows: T[], username: string | undefined) => string | undefined;
  /** Needs selected rows (the table shows checkboxes). */
  selection?: boolean;
  /** The most rows one call takes (the server refuses more): more selected is refused with a message, nothing opens. */
  maxRows?: number;
  /** Opens a form first; its values and the selected rows make the body. */
  fields?: FieldDecl[];
  /** `current`: the list's filters as wire values (an action on the filtered game, else on every game). */
  body: (rows: T[], values: Record<string, unknown>, current?: Record<string, unknown>) => object;
  /** Form-level check: returns a locale key when the values cannot be sent. */
  validate?: (values: Record<string, unknown>) => string | undefined;
};

/** A list scoped to one row of this one (a job's run log, a merchant's bills), in a drawer or an expanded row. */
export type SubListDecl<T> = {
  key: string;
  /** The sub-list's declaration (its own name, columns, filters...). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: ResourceDefinition<any>;
  /** The filters that tie it to the row (`{ jobId: row.id }`). */
  scope: (row: T) => Record<string, string | number>;
  display?: 'drawer' | 'expand';
  /** Who is offered the sub-list (the drawer's row action, the expanded row): this key, else the sub-list's page key. */
  permission?: string;
  /** Offered only on the rows this accepts (a day row, not a month row). */
  visible?: (row: T) => boolean;
};

/** A record's change history: the server's `targetType`, and the row field (or the function) that is its `targetId`. */
export type HistoryDecl<T> = { type: string; id: Key<T> | ((row: T) => string | number) };

/**
 * A row opens what it sums (drill.ts), labelled `actions.<key>.label`, offered only when the role has the target:
 * a page of the menu in a NEW tab with its filters filled in (wire values, as the target list's URL holds them), or
 * an entity (a player's detail).
 */
export type DrillDecl<T> = {
  key: string;
  visible?: (row: T) => boolean;
} & (
  | {
      /** Menu component key of the target page; its path comes from the role's menu. */
      page: string;
      /** The target's filters from the row and this list's current filters (wire values). */
      filters: (row: T, current: Record<string, unknown>) => Record<string, string | number | string[]>;
    }
  | { entity: string; id: (row: T) => string | number }
);

/** Charts above the table from the list's whole filtered set (chart/list-chart.tsx), loaded only by pages that chart. */
export type ChartDecl<T> = {
  /** The row's date (a day or a month), the trend's x axis. */
  dateKey: Key<T>;
  /** The trend's lines: row fields summed by date, labelled as their columns. */
  trend: Key<T>[];
  /** The top N of the row's key by one figure (key and its label fields; labelled as the columns). */
  top?: { key: Key<T>; label: Key<T>; value: Key<T> };
};

export type ResourceDecl<T extends BaseRecord> = {
  /** `<area>.<page>`: the Refine resource, the wire convention (/api/<area>/<page>/...) and the locale keys. */
  name: string;
  /** Menu `component` key; defaults to the name. */
  component?: string;
  /** Page permission key; defaults to the name. */
  permission?: string;
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
  /** No pager: the whole list in one call. */
  paging?: false;
  /**
   * Virtual rows (only the rows in view are in the DOM): true or false; left out, a list that fills a height (a page,
   * a tab of the player detail) turns them on from 100 rows on a page. See docs/adding-a-resource.md, "Virtual rows".
   */
  virtual?: boolean;
  /** Rows nested by their `parentId`, all expanded, no pager (a menu tree). */
  tree?: true;
  /**
   * Refreshes every `seconds` while shown, paused while the user reads (pointer on or selecting in the table); with
   * `while`, only while the rows last answered say so (a list of runs polls while one of them is running, then stops).
   * `holdWhileReading: false`: the pointer and focus do not pause it (rows that stay put and show progress); selecting
   * rows still does.
   */
  autoRefresh?: { seconds: number; while?: (rows: T[]) => boolean; holdWhileReading?: boolean };
  /** Lists of one row's children (a job's runs). */
  subLists?: SubListDecl<T>[];
  /**
   * The row is a record the server keeps a change history of (operations.md 7.2): a "change history" row action opens
   * its changes, newest first, in a drawer (history/history-list.tsx), for a role holding the page's key.
   */
  history?: HistoryDecl<T>;
  /** What a row opens elsewhere (a report row: the orders it sums). */
  drills?: DrillDecl<T>[];
  /** Charts above the table (a report's trend and top 10). */
  chart?: ChartDecl<T>;
  /**
   * A part of the page's own between the filters and the table, reading the list context (a chart of the one game the
   * filters chose). Loaded with the page, so a part that charts imports Chart.js only when it draws (chart-canvas).
   */
  panel?: ComponentType;
  /** After each successful write of the page (a form saved, a row action done): what else must follow it. */
  onChange?: () => void;
  /** Rows shaped after they arrive (derived columns). */
  transform?: (row: T) => T;
  /**
   * A line under the empty list's "no data" saying where its rows come from (a locale key, looked up as a field's
   * `help`: `<ns>:<prefix>.<key>`, then `<ns>:<key>`): a list that only other pages fill does not open blank.
   */
  emptyHint?: string;
  /** CSV export is on unless turned off. */
  export?: boolean;
  /** What the 'detail' links open: a modal titled `detail.title` of the page (row fields interpolated) or `title`. */
  detail?: {
    render: (row: T) => ReactNode;
    width?: number | string;
    /** The title's locale key (`<ns>:<key>`, row fields interpolated), when the detail is shared by several pages. */
    title?: string;
  };
  /**
   * A custom page that still uses the kit (it gets the definition and composes the kit's parts). A method signature,
   * so a definition of a row type still passes where any definition is taken (a sub-list).
   */
  page?(props: { definition: ResourceDefinition<T> }): ReactNode;
};

export type ResourceDefinition<T extends BaseRecord = BaseRecord> = Omit<ResourceDecl<T>, 'rowKey'> & {
  component: string;
  permission: string;
  ns: string;
  prefix: string;
  rowKey: string;
  pageSize: number;
  meta: { endpoints?: ResourceEndpoints };
};

/** What a list is asked to be beyond its declaration: where it sits decides these (a tab inside a modal, a page). */
export type ListOptions<T> = {
  /** Filters every call carries (a player id, a parent row); keep the array stable. */
  scope?: CrudFilter[];
  /** The address bar follows paging, sorting and filters (a page); off inside modals and drawers. */
  syncWithLocation?: boolean;
  /** Nothing from an earlier mount's cache (one player's data never shows under another's title). */
  fresh?: boolean;
  /** For rows the platform sends without an id. */
  rowKey?: (row: T) => string;
  /** Rows scroll inside the table, which takes the height its parent gives (a page, a tab in the player detail). */
  fit?: boolean;
};
