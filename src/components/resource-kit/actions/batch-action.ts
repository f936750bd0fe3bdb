// Batch toolbar actions: pick rows, fill a form, send the row ids with the form's values set. A batch-set sends only
// the fields filled in (fields left empty stay as they are on every row, so an empty form is refused before anything
// is sent); a batch mark sets one fixed value on every row (reviewed as normal), with the form's fields beside it
// (a remark), asked with the count first.
import type { BaseRecord } from '@refinedev/core';
import type { FieldDecl, Key, ToolbarActionDecl } from '@/components/resource-kit/types';

type BatchOptions<T> = {
  key?: string;
  permission: string;
  url: string;
  /** Row field whose values are sent, as `ids` (or `idsParam`). */
  idKey: Key<T>;
  idsParam?: string;
  fields: FieldDecl[];
  invalidates?: string[];
};

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

export function batchSetAction<T extends BaseRecord>(options: BatchOptions<T>): ToolbarActionDecl<T> {
  return {
    key: options.key ?? 'batchSet',
    permission: options.permission,
    url: options.url,
    selection: true,
    fields: options.fields,
    invalidates: options.invalidates,
    validate: (values) => (Object.values(values).some(isSet) ? undefined : 'validation.nothingToSet'),
    body: (rows, values) => ({
      [options.idsParam ?? 'ids']: rows.map((row) => row[options.idKey]),
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => isSet(v))),
    }),
  };
}

type MarkOptions<T> = Omit<BatchOptions<T>, 'fields'> & {
  key: string;
  /** What every selected row is set to (`{ reviewStatus: 2 }`). */
  values: Record<string, unknown>;
  /** Beside the values (a remark), each with its own checks; none opens no form. */
  fields?: FieldDecl[];
  /** The most rows the server takes in one call. */
  maxRows?: number;
};

export function batchMarkAction<T extends BaseRecord>(options: MarkOptions<T>): ToolbarActionDecl<T> {
  return {
    key: options.key,
    permission: options.permission,
    url: options.url,
    selection: true,
    maxRows: options.maxRows,
    fields: options.fields,
    // `actions.<key>.confirm` with `{{count}}`, the selected rows.
    confirm: true,
    invalidates: options.invalidates,
    body: (rows, values) => ({
      [options.idsParam ?? 'ids']: rows.map((row) => row[options.idKey]),
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => isSet(v))),
      ...options.values,
    }),
  };
}
