// A read-only line (or several) in a form, worked out while the user types: what the values about to be saved will
// do, from the form's values and, when declared, the rows of another list they are about to change (a result pool's
// range and the neighbour it narrows). The page says how (`lines`); the kit watches the form, loads the rows and
// announces the text politely; a line the server would refuse disables the form's save, with it as the reason
// (form-block.ts). The field's own value is whatever the page starts it with (the edited row's id); it
// sends nothing.
import { useList, type BaseRecord, type CrudFilter } from '@refinedev/core';
import { Form, Typography } from 'antd';
import { useBlockSave } from '@/components/resource-kit/form/form-block';
import { areaKind, type DeclCore, type WireValues } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/** `danger`: what the server would refuse; while such a line shows, the form's save is disabled with it as the reason. */
export type PreviewLine = { text: string; tone?: 'secondary' | 'warning' | 'danger' };

type PreviewOptions = {
  /** The list the preview reads (one call, no paging), filtered from the form's values; no filters: not yet. */
  rows?: { resource: string; filters: (values: WireValues) => CrudFilter[] | undefined };
  /** The lines to show from the form's values (this field's value under its key) and the rows (empty until
   * loaded; `loading` says which). */
  lines: (values: WireValues, rows: BaseRecord[], ctx: { text: ResourceText; loading: boolean }) => PreviewLine[];
};

const NONE: BaseRecord[] = [];
const NO_FILTERS: CrudFilter[] = [];

function Preview({ decl, text }: { decl: DeclCore & PreviewOptions; text: ResourceText }) {
  const form = Form.useFormInstance();
  // Every value, not only the fields on screen: the page may start this field from the row it edits.
  const values = (Form.useWatch((all: WireValues) => all, { form, preserve: true }) ?? {}) as WireValues;
  const filters = decl.rows?.filters(values);
  const { result, query } = useList({
    resource: decl.rows?.resource ?? '',
    filters: filters ?? NO_FILTERS,
    pagination: { mode: 'off' },
    queryOptions: { enabled: !!decl.rows && !!filters },
    errorNotification: false,
  });
  const loading = !!filters && query.isLoading;
  const lines = decl.lines(values, filters ? (result.data ?? NONE) : NONE, { text, loading });
  useBlockSave(`preview:${decl.key}`, lines.find((line) => line.tone === 'danger')?.text);
  return (
    <div role="status" aria-live="polite" data-testid={`preview-${decl.key}`}>
      {lines.map((line, i) => (
        <Typography.Paragraph key={i} type={line.tone} style={{ marginBottom: 4 }}>
          {line.text}
        </Typography.Paragraph>
      ))}
    </div>
  );
}

export const previewKind = areaKind<PreviewOptions>({
  name: 'preview',
  input: ({ decl, text }) => <Preview decl={decl} text={text} />,
  // Shown only: no part of the body.
  toWire: () => ({}),
});
