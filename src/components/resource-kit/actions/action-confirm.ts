// The question a form action asks after its OK and before it sends, with the form's values in its text as the fields
// show them (a month `2026-10`, an amount `1,234.50`, an enum's label): "生成 2026-10 的账单？". A toolbar form asks
// it whenever `confirm` is set (its text may name the values); a row form asks it when `confirm` is a function (its
// `true` shows the text above the fields instead, naming the row, which is known before the form is filled).
import { App } from 'antd';
import { useCallback } from 'react';
import { kindOf } from '@/components/resource-kit/kinds/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ConfirmText, FieldDecl } from '@/components/resource-kit/types';

/**
 * The declaration's `confirm` of a form action: true (its `actions.<key>.confirm`) or a text from the values, or
 * undefined from the function when these values need no question (only a changed target RTP is asked about).
 */
export type FormConfirm<Target> =
  boolean | ((values: Record<string, unknown>, target: Target) => ConfirmText | undefined);

/** The form's wire values as its fields show them. */
export function shownValues(fields: FieldDecl[], wire: Record<string, unknown>, text: ResourceText) {
  const shown: Record<string, string> = {};
  for (const field of fields) {
    const value = wire[field.key];
    if (value === undefined || value === null || value === '') continue;
    const kind = kindOf(field);
    shown[field.key] = kind.text ? kind.text(value, field as never, text) : String(value);
  }
  return shown;
}

type Ask<Target> = {
  action: string;
  confirm: FormConfirm<Target> | undefined;
  fields: FieldDecl[];
  target: Target;
  /** What the action's texts interpolate besides the values (the row, the selected count). */
  vars: object;
  text: ResourceText;
};

/** The question for these values, or undefined when the action asks none after its OK. */
export function confirmQuestion<Target>({ action, confirm, fields, target, vars, text }: Ask<Target>) {
  if (!confirm) return undefined;
  return (wire: Record<string, unknown>) => {
    const values = { ...vars, ...shownValues(fields, wire, text) };
    if (confirm === true) return text.action(action, 'confirm', values);
    const chosen = confirm(wire, target);
    return chosen ? text.message(chosen.key, { ...values, ...chosen.values }) : undefined;
  };
}

/**
 * Asks the question in a confirm dialog; resolves true on its OK, false on Cancel (or Esc). The form stays open under
 * it with what was typed, and its single-submit guard holds while it is asked (a second OK sends nothing more).
 */
export function useAsk() {
  const { modal } = App.useApp();
  return useCallback(
    (question: string, okText: string, cancelText: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: question,
          okText,
          cancelText,
          // The button that opened it keeps no focus worth returning to: OK is the decision asked for.
          autoFocusButton: 'ok',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
