// Row actions that ask for values first (a reason to freeze a player): the kit's form modal, opened on a row. One form
// per such action lives with the table (rows stay plain rendering); a row's button opens it through
// useRowActionForms. Sending goes through the form modal, so its single-submit guard, validation, server message in
// the form, success toast and list refresh apply as to any kit form. A row action that `show`s something gets a
// read-only modal here the same way.
import type { BaseRecord } from '@refinedev/core';
import { useCallback, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { confirmQuestion } from '@/components/resource-kit/actions/action-confirm';
import { useFormModal } from '@/components/resource-kit/form/form-modal';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { useAllowedRowActions } from '@/components/resource-kit/actions/row-actions';
import type { ResourceDefinition, RowActionDecl } from '@/components/resource-kit/types';
import { TabModal } from '@/components/tab-modal';

type Handle<T> = { open: (row: T) => void };

type Props<T extends BaseRecord> = {
  definition: ResourceDefinition<T>;
  text: ResourceText;
  action: RowActionDecl<T>;
  ref: Ref<Handle<T>>;
};

function RowActionForm<T extends BaseRecord>({ definition, text, action, ref }: Props<T>) {
  const [row, setRow] = useState<T | null>(null);
  const vars = row ?? {};
  const form = useFormModal(definition, text, {
    key: `row-${action.key}`,
    mode: 'create',
    fields: action.fields ?? [],
    title: text.action(action.key, 'title', vars) || text.action(action.key, 'label', vars),
    // `confirm: true` names the row above the fields; a function asks after OK, from the values (action-confirm.ts).
    intro: action.confirm === true ? text.action(action.key, 'confirm', vars) : undefined,
    confirm:
      typeof action.confirm === 'function'
        ? confirmQuestion({
            action: action.key,
            confirm: action.confirm,
            fields: action.fields ?? [],
            target: row as T,
            vars,
            text,
          })
        : undefined,
    okText: text.action(action.key, 'ok', vars) || text.t('kit:actions.confirm'),
    successText: text.action(action.key, 'success', vars),
    endpoint: action.url,
    validate: action.validate && ((values) => action.validate?.(values, row as T)),
    // Opened on a row, so there is one by the time the form is sent.
    transform: (values) => action.body?.(row as T, values) ?? values,
    invalidates: action.invalidates,
    answer: action.answer,
    vars,
  });
  const openForm = form.open;
  const start = action.initialValues;
  // The form starts from the fields' defaults and what `initialValues` takes from the row, never from the row itself
  // (its columns are not the form's values).
  useImperativeHandle(
    ref,
    () => ({
      open: (next: T) => {
        setRow(next);
        openForm(start ? (start(next) as T) : undefined);
      },
    }),
    [openForm, start],
  );
  return form.element;
}

type ViewProps<T> = { text: ResourceText; action: RowActionDecl<T>; ref: Ref<Handle<T>> };

function RowActionView<T extends BaseRecord>({ text, action, ref }: ViewProps<T>) {
  const [row, setRow] = useState<T | null>(null);
  useImperativeHandle(ref, () => ({ open: setRow }), []);
  const vars = row ?? {};
  return (
    <TabModal
      open={row !== null}
      title={text.action(action.key, 'title', vars) || text.action(action.key, 'label', vars)}
      onCancel={() => setRow(null)}
      footer={null}
      width={action.width ?? 640}
      destroyOnHidden
    >
      {row ? action.show?.(row) : null}
    </TabModal>
  );
}

export type OpenRowForm<T> = (action: RowActionDecl<T>, row: T) => void;

/** The forms of the row actions with `fields` this role may use, and how a row's button opens one. */
export function useRowActionForms<T extends BaseRecord>(definition: ResourceDefinition<T>, text: ResourceText) {
  const allowed = useAllowedRowActions(definition);
  const actions = useMemo(() => allowed.filter((a) => a.url && a.fields?.length), [allowed]);
  const views = useMemo(() => allowed.filter((a) => a.show), [allowed]);
  const handles = useRef(new Map<string, Handle<T>>());
  const open: OpenRowForm<T> = useCallback((action, row) => handles.current.get(action.key)?.open(row), []);
  const keep = (key: string) => (handle: Handle<T> | null) => {
    if (handle) handles.current.set(key, handle);
    else handles.current.delete(key);
  };
  const elements = actions.map((action) => (
    <RowActionForm key={action.key} definition={definition} text={text} action={action} ref={keep(action.key)} />
  ));
  const viewElements = views.map((action) => (
    <RowActionView key={action.key} text={text} action={action} ref={keep(action.key)} />
  ));
  return { open, elements: actions.length || views.length ? [...elements, ...viewElements] : null };
}
