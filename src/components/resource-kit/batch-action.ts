// A batch-set toolbar action: pick rows, fill a form of optional fields, send the row ids with the fields set.
// Fields left empty stay as they are on every row, so an empty form is refused before anything is sent.
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
