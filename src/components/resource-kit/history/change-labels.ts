// The before/after table's headings and field names in the user's language (shared.json `changes`): a field reads as
// the label the page that made the change gives it (the log row's module: `merchant.index` -> merchant.json's
// `index.columns.callbackUrl`), as a form or a list of the area or any area does, else as the server names it.
import type { ChangeLabels } from '@/components/resource-kit/history/changes-table';

/** A translate function (a page's ResourceText `t`, or i18next's). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** The keys a field's label is looked up at, the page's own first (as resource-text.ts looks up a column's). */
export function fieldLabelKeys(module: string, field: string): string[] {
  const [ns = '', ...rest] = module.split('.');
  const prefix = rest.join('.');
  const own = ns && prefix ? [`${ns}:${prefix}.columns.${field}`, `${ns}:${prefix}.fields.${field}`] : [];
  const area = ns ? [`${ns}:columns.${field}`, `${ns}:fields.${field}`] : [];
  // Last, the change tables' own names, for a field no page labels (a balance request's `balance`, `nextRate`).
  return [...own, ...area, `shared:columns.${field}`, `shared:fields.${field}`, `shared:changes.fields.${field}`];
}

/** `module`: the page key of the log row, whose labels name the fields. */
export function changeLabels(t: Translate, module = ''): ChangeLabels {
  return {
    field: t('shared:changes.field'),
    before: t('shared:changes.before'),
    after: t('shared:changes.after'),
    fieldName: (field) => t(fieldLabelKeys(module, field), { defaultValue: field }),
  };
}

/** What the record is, as the detail names it: its type in words and its id (`玩家 880001`). */
export function targetLabel(type: string, id: string, t: Translate): string {
  if (!type) return '';
  return `${t([`shared:changes.targetTypes.${type}`], { defaultValue: type })} ${id}`;
}
