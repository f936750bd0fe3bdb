// The before/after table's headings and field names in the user's language (shared.json `changes`): a field reads as
// the shared column label the console gives it elsewhere, else as the server names it.
import type { ChangeLabels } from '@/components/resource-kit/history/changes-table';

/** A translate function (a page's ResourceText `t`, or i18next's). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

export function changeLabels(t: Translate): ChangeLabels {
  return {
    field: t('shared:changes.field'),
    before: t('shared:changes.before'),
    after: t('shared:changes.after'),
    fieldName: (field) => t([`shared:columns.${field}`], { defaultValue: field }),
  };
}

/** What the record is, as the detail names it: its type in words and its id (`玩家 880001`). */
export function targetLabel(type: string, id: string, t: Translate): string {
  if (!type) return '';
  return `${t([`shared:changes.targetTypes.${type}`], { defaultValue: type })} ${id}`;
}
