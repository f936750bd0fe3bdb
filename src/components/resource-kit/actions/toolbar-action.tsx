// A toolbar action: a call on the selected rows (or none), optionally through a form in a modal first
// (batch-set). Hidden without its permission; disabled until rows are selected when it needs them, and while its
// `disabled` says why not (the reason beside it, read as the button's description).
import type { BaseRecord } from '@refinedev/core';
import { App, Button, Popconfirm, Typography } from 'antd';
import { useId } from 'react';
import { confirmQuestion } from '@/components/resource-kit/actions/action-confirm';
import { useFormModal } from '@/components/resource-kit/form/form-modal';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ActionRun } from '@/components/resource-kit/actions/action-runner';
import type { ResourceDefinition, ToolbarActionDecl } from '@/components/resource-kit/types';
import { useSession } from '@/lib/use-session';

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  action: ToolbarActionDecl<T>;
  selected: T[];
  /** The list's filters as wire values. */
  current: Record<string, unknown>;
  /** The list's rows, for `disabled`. */
  rows: T[];
  run: ActionRun;
  running: boolean;
  onDone: () => void;
};

/** False (after saying why) when more rows are selected than the action takes in one call. */
function useWithinLimit<T extends BaseRecord>({
  text,
  action,
  selected,
}: Pick<Props<T>, 'text' | 'action' | 'selected'>) {
  const { message } = App.useApp();
  return () => {
    if (action.maxRows === undefined || selected.length <= action.maxRows) return true;
    void message.error(text.t('kit:actions.tooManyRows', { max: action.maxRows, count: selected.length }));
    return false;
  };
}

/** The declaration's confirm with the list's filters bound, as confirmQuestion asks it. */
function boundConfirm<T extends BaseRecord>(action: ToolbarActionDecl<T>, current: Record<string, unknown>) {
  const confirm = action.confirm;
  return typeof confirm === 'function'
    ? (values: Record<string, unknown>, rows: T[]) => confirm(values, rows, current)
    : confirm;
}

function FormAction<T extends BaseRecord>({ definition, text, action, selected, current, onDone }: Props<T>) {
  const withinLimit = useWithinLimit({ text, action, selected });
  const vars = { count: selected.length };
  const label = text.action(action.key, 'label', vars);
  const fields = action.fields ?? [];
  const form = useFormModal(definition, text, {
    key: action.key,
    mode: 'create',
    fields,
    title: label,
    // Asked after OK, with the values filled in (action-confirm.ts); the OK says what it does ("生成").
    confirm: confirmQuestion({
      action: action.key,
      confirm: boundConfirm(action, current),
      fields,
      target: selected,
      vars,
      text,
    }),
    okText: text.action(action.key, 'ok', vars) || undefined,
    successText: text.action(action.key, 'success', { count: selected.length }),
    endpoint: action.url,
    validate: action.validate,
    transform: (values) => action.body(selected, values, current),
    invalidates: action.invalidates,
    onSaved: onDone,
    answer: action.answer,
    vars,
  });
  return (
    <>
      <Button
        disabled={action.selection && !selected.length}
        onClick={() => withinLimit() && form.open()}
        danger={action.danger}
      >
        {label}
      </Button>
      {form.element}
    </>
  );
}

/** Why the action cannot be used now, shown beside its button; a disabled button takes no focus, so it is not in a
 * tooltip only. */
function DisabledToolbarAction<T extends BaseRecord>({ text, action, reason }: Props<T> & { reason: string }) {
  const id = useId();
  return (
    <>
      <Button disabled danger={action.danger} aria-describedby={id}>
        {text.action(action.key, 'label', {})}
      </Button>
      <Typography.Text type="secondary" id={id}>
        {text.message(reason, {})}
      </Typography.Text>
    </>
  );
}

export function ToolbarAction<T extends BaseRecord>(props: Props<T>) {
  const username = useSession().user?.username;
  const reason = props.action.disabled?.(props.rows, username);
  if (reason) return <DisabledToolbarAction {...props} reason={reason} />;
  if (props.action.fields?.length) return <FormAction {...props} />;
  return <CallAction {...props} />;
}

function CallAction<T extends BaseRecord>(props: Props<T>) {
  const { text, action, selected, current, run, running, onDone } = props;
  const withinLimit = useWithinLimit(props);
  const vars = { count: selected.length };
  const go = () =>
    withinLimit() &&
    run(action, action.body(selected, {}, current), vars)
      .then((sent) => sent && onDone())
      .catch(() => undefined);
  const button = (
    <Button
      disabled={running || (action.selection && !selected.length)}
      danger={action.danger}
      onClick={action.confirm ? undefined : go}
    >
      {text.action(action.key, 'label', vars)}
    </Button>
  );
  if (!action.confirm) return button;
  return (
    <Popconfirm
      title={confirmQuestion({
        action: action.key,
        confirm: boundConfirm(action, current),
        fields: [],
        target: selected,
        vars,
        text,
      })?.({})}
      okText={text.action(action.key, 'ok', vars) || text.t('kit:actions.confirm')}
      cancelText={text.t('kit:actions.cancel')}
      onConfirm={go}
    >
      {button}
    </Popconfirm>
  );
}
