// The module and action of an operation log row (the log's pages, a record's change history) as an operator reads them:
// the page's menu title and the verb's label, in the user's language. The server's keys stay the filter's values; the
// columns show them as their second line.
import type { KindDef } from '@/components/resource-kit/kinds/kind';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/** A page key's menu title; the log's own modules (`auth`, `export.task`); else the key. */
export function moduleLabel(key: string, text: ResourceText): string {
  return key ? text.t([`menu:pages.${key}`, `shared:operationLog.modules.${key}`], { defaultValue: key }) : '';
}

/** A verb's label as the role tree shows it (`actions.<verb>`); sign-in and sign-out; else the verb. */
export function actionLabel(verb: string, text: ResourceText): string {
  return verb ? text.t([`menu:actions.${verb}`, `shared:operationLog.verbs.${verb}`], { defaultValue: verb }) : '';
}

const labelKind = (name: string, label: (key: string, text: ResourceText) => string): KindDef => ({
  name,
  text: (value, _decl, text) => label(typeof value === 'string' ? value : '', text),
});

export const moduleKind = labelKind('opLogModule', moduleLabel);
export const actionKind = labelKind('opLogAction', actionLabel);
