// A call's field changes (operations.md 7.2) as a before/after table: the operation log's detail and a record's change
// history show the same one. A field reads as its column label where the console has one; a value as plain text,
// null as a dash (a create's before, a remove's after). A call that changed no field (a request for approval, a
// decision) shows a dash, not an empty table.
import { Table, Typography } from 'antd';
import type { FieldChange } from '@/api/system-logs';
import { EMPTY_TEXT } from '@/lib/format';

export type ChangeLabels = {
  field: string;
  before: string;
  after: string;
  /** The field's label (a column's name), or the field itself. */
  fieldName: (field: string) => string;
};

const DASH = EMPTY_TEXT;

/** A value as the table shows it: text as it is, numbers and flags as written, lists and objects as JSON. */
export function changeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

type Row = FieldChange & { key: string };

export function ChangesTable({ changes, labels }: { changes: readonly FieldChange[]; labels: ChangeLabels }) {
  // Rows restored from an older store may carry no changes at all.
  const rows: Row[] = (changes ?? []).map((c, i) => ({ ...c, key: `${c.field}-${i}` }));
  if (rows.length === 0) return <Typography.Text type="secondary">{DASH}</Typography.Text>;
  return (
    <Table<Row>
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="change-table"
      columns={[
        { key: 'field', dataIndex: 'field', title: labels.field, render: (f: string) => labels.fieldName(f) },
        { key: 'before', dataIndex: 'before', title: labels.before, render: (v: unknown) => changeValue(v) },
        { key: 'after', dataIndex: 'after', title: labels.after, render: (v: unknown) => changeValue(v) },
      ]}
    />
  );
}
