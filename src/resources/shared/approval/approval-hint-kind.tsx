// The approval hint as a field of a kit form (a row action's or a page's form): `approvalHintField(action, ...)`
// adds it to a declaration's fields. It sends nothing. `amountField` names the form's field holding the guarded
// amount, already in CNY (a bill's adjustment); `guards` the fields whose change the rule guards, compared with the
// values the field was started with (the action's initialValues give them as this field's value: a game's target and
// mode). Without either, any change the form sends is guarded while the rule is on.
import { Form } from 'antd';
import type { GuardedAction } from '@/api/approvals';
import { areaKind } from '@/components/resource-kit/kinds/kind';
import { checkNumber } from '@/components/resource-kit/kinds/plain-number';
import type { FieldDecl } from '@/components/resource-kit/types';
import { ApprovalHint } from '@/resources/shared/approval/approval-hint';

type Options = { action: GuardedAction; amountField?: string; guards?: string[] };

export const APPROVAL_HINT_KEY = 'approvalHint';

function FormHint({ action, amountField, guards, value }: Options & { value?: unknown }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch((all: Record<string, unknown>) => all, form) ?? {};
  const typed = amountField ? checkNumber(values[amountField], { decimals: 2 }) : undefined;
  const amountCny = typed?.ok ? typed.value : undefined;
  const before = (value ?? {}) as Record<string, unknown>;
  // Compared as text: a number field holds what was typed ("96.5"), the row a number (96.5).
  const changed = guards ? guards.some((key) => Number(values[key]) !== Number(before[key])) : undefined;
  return <ApprovalHint action={action} amountCny={amountCny} changed={changed} />;
}

const hintKind = areaKind<Options>({
  name: 'approvalHint',
  input: ({ decl }) => <FormHint action={decl.action} amountField={decl.amountField} guards={decl.guards} />,
  // A note, not a field: no label, no space of its own when it says nothing.
  item: () => ({ noStyle: true }),
  toWire: () => ({}),
});

export function approvalHintField(options: Options): FieldDecl {
  return { key: APPROVAL_HINT_KEY, kind: hintKind, ...options } as FieldDecl;
}
