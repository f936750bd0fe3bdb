// Create/edit (and action) forms in a modal on Refine's useModalForm: localized validation, one request however fast
// the user clicks OK or presses Enter (a synchronous guard, use-single-flight), and a server refusal shown once, in
// the form under its fields, scrolled into view (form-problem.tsx; the call is quiet: no 错误提示 modal on top), until
// the user changes a field. Opening and cancelling go through the modal gate (a double click opens it once), and a
// changed form asks before it is closed (use-discard-confirm).
import { useModalForm } from '@refinedev/antd';
import { useInvalidate, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { Alert, Form } from 'antd';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useAsk } from '@/components/resource-kit/actions/action-confirm';
import type { AnswerDecl } from '@/components/resource-kit/answers/answer';
import { answerMessage, useAnswerDialog } from '@/components/resource-kit/answers/answer-host';
import { FormBlockContext, type BlockSave } from '@/components/resource-kit/form/form-block';
import { FormContainer } from '@/components/resource-kit/form/form-container';
import { defaultFieldValues, FormFields, type FormMode } from '@/components/resource-kit/form/form-fields';
import { FormProblem } from '@/components/resource-kit/form/form-problem';
import { fromWire, toWire } from '@/components/resource-kit/kinds/ops';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { FieldDecl, ResourceDefinition } from '@/components/resource-kit/types';
import { formChanged, useDiscardConfirm } from '@/components/resource-kit/form/use-discard-confirm';
import { isApiError } from '@/lib/api-error';
import { useModalGate } from '@/lib/use-modal-gate';
import { useSingleFlight } from '@/lib/use-single-flight';

const SCROLL_TO_ERROR = { block: 'nearest', focus: true } as const;

type Options = {
  /** Unique within the page: field ids derive from it, and a page has several forms with the same fields. */
  key: string;
  mode: FormMode;
  fields: FieldDecl[];
  title: string;
  successText: string;
  /** Posts somewhere other than the resource's save (actions with a form). */
  endpoint?: string;
  transform?: (values: Record<string, unknown>) => object;
  /** Form-level check before sending: a locale key when the values cannot go. */
  validate?: (values: Record<string, unknown>) => string | undefined;
  invalidates?: string[];
  /** The console's default (800 px) when left out. */
  width?: number;
  /** Shown above the fields (what an action will do). */
  intro?: ReactNode;
  /** The OK button's text; the kit's save by default. */
  okText?: string;
  /** A modal (the default) or a drawer, for long forms. */
  container?: 'modal' | 'drawer';
  onSaved?: () => void;
  /** What the save's answer shows (answers/<kind>.tsx), with `vars` (the row, the selected count) for its texts. */
  answer?: AnswerDecl;
  vars?: object;
  /** The question asked after OK and before sending, from the wire values (action-confirm.ts); none when undefined. */
  confirm?: (wire: Record<string, unknown>) => string | undefined;
};

export function useFormModal<T extends BaseRecord>(
  definition: ResourceDefinition<T>,
  text: ResourceText,
  options: Options,
) {
  const [values, setValues] = useState<Record<string, unknown>>(() => defaultFieldValues(options.fields));
  const [problem, setProblem] = useState<string | null>(null);
  // Reasons parts of the form give for not saving now (form-block.ts): the first one disables OK and shows beside it.
  const [blocks, setBlocks] = useState<Readonly<Record<string, string>>>({});
  const blockSave = useCallback<BlockSave>(
    (part, reason) =>
      setBlocks((current) => {
        if (current[part] === reason) return current;
        const { [part]: _gone, ...rest } = current;
        return reason === undefined ? rest : { ...rest, [part]: reason };
      }),
    [],
  );
  const blocked = Object.values(blocks)[0];
  // Whether the modal has opened: its <Form> mounts then, and holds the form instance from then on.
  const [opened, setOpened] = useState(false);
  // One per instance (the same page in two tabs holds two of each form): the name prefixes the fields' ids.
  const formName = `${definition.name}-${options.key}-${useId()}`;
  const invalidate = useInvalidate();
  const flight = useSingleFlight();
  const allow = useModalGate();
  const leave = useDiscardConfirm();
  const answers = useAnswerDialog(text);
  const ask = useAsk();
  const answerCtx = { title: options.title, vars: options.vars ?? {} };
  const meta = options.endpoint
    ? { ...definition.meta, endpoints: { ...definition.meta.endpoints, create: options.endpoint } }
    : definition.meta;
  const modal = useModalForm<T, HttpError, Record<string, unknown>>({
    resource: definition.name,
    action: options.mode,
    meta,
    redirect: false,
    // No detail call: an edit form starts from the row it was opened on.
    queryOptions: { enabled: false },
    warnWhenUnsavedChanges: false,
    successNotification: (data) => ({
      type: 'success',
      message: answerMessage(options.answer, data?.data, text, answerCtx) ?? options.successText,
    }),
    // An answer may hold a secret: the save's mutation does not outlive its call in the cache (and is reset below).
    createMutationOptions: { gcTime: 0 },
    updateMutationOptions: { gcTime: 0 },
    // A refusal's message shows in the form only: the save is quiet, so the HTTP client adds no modal. A failure the
    // client has already shown (a toast when the network fails, a session end) is not repeated.
    mutationMeta: { request: { quiet: true } },
    errorNotification: false,
    onMutationError: (error) => setProblem(isApiError(error) && error.handled ? null : error.message),
    onMutationSuccess: (data) => {
      setProblem(null);
      if (options.answer) {
        answers.show(options.answer, data.data, answerCtx);
        modal.mutation.reset();
      }
      for (const resource of options.invalidates ?? []) void invalidate({ resource, invalidates: ['list'] });
      options.onSaved?.();
      definition.onChange?.();
    },
  });
  const { modalProps, formProps, formLoading, show } = modal;
  const fields = options.fields;

  const form = formProps.form;

  const open = useCallback(
    (row?: T, id?: BaseKey) => {
      if (!allow()) return;
      setProblem(null);
      const next = { ...defaultFieldValues(fields), ...(row ? fromWire(fields, row, options.mode) : {}) };
      setValues(next);
      // The <Form> stays mounted between openings and its initialValues fill it on mount only: each field gets this
      // opening's value (none when it has none), or a row's form would start from the last row's.
      form?.setFieldsValue({ ...Object.fromEntries(fields.map((f) => [f.key, undefined])), ...next } as never);
      setOpened(true);
      show(id);
    },
    [allow, fields, show, options.mode, form],
  );
  // What the form was filled with: the defaults and the row.
  const filledWith = values;
  const { onCancel } = modalProps;
  const cancel = useCallback<NonNullable<typeof onCancel>>(
    (event) => {
      const changed = formChanged(modal.form, filledWith);
      // A changed form asks rather than closes, so only an unchanged one needs the gate (the second click of a double
      // click on the opener, landing on the mask).
      if (changed || allow(event)) leave(changed, () => onCancel?.(event));
    },
    [allow, leave, modal.form, filledWith, onCancel],
  );

  const element = (
    <>
      {/* Refine resets the form when the page opens, before the modal has a <Form>: until the first opening an empty
          Form (no DOM) holds the instance, or rc-field-form warns that it is "not connected to any Form element". */}
      {opened ? null : <Form form={formProps.form} component={false} />}
      <FormContainer
        container={options.container}
        modalProps={modalProps}
        onCancel={cancel}
        title={options.title}
        width={options.width}
        okText={options.okText ?? text.t('kit:form.submit')}
        cancelText={text.t('kit:form.cancel')}
        blocked={blocked}
      >
        {options.intro ? <Alert type="warning" showIcon message={options.intro} style={{ marginBottom: 16 }} /> : null}
        <Form
          {...formProps}
          name={formName}
          layout="vertical"
          initialValues={values}
          // a field's own message, on a form longer than its dialog, is brought into view too (and the field focused)
          scrollToFirstError={SCROLL_TO_ERROR}
          // The message was about the values as they were sent; a changed field makes it stale.
          onValuesChange={(changed, all) => {
            setProblem(null);
            formProps.onValuesChange?.(changed, all);
          }}
          onFinish={(submitted) =>
            flight.run(async () => {
              // Enter in a field while OK is disabled: nothing goes (the reason is beside OK already).
              if (blocked) return;
              const refused = options.validate?.(submitted);
              setProblem(refused ? text.message(refused) : null);
              if (refused) return;
              try {
                // Each field's kind writes its wire value (a date as text, a password encrypted, a list as numbers).
                const wire = toWire(fields, submitted, options.mode);
                const question = options.confirm?.(wire);
                const okText = options.okText ?? text.t('kit:actions.confirm');
                // Cancel leaves the form as it was, filled; nothing is sent.
                if (question && !(await ask(question, okText, text.t('kit:actions.cancel')))) return;
                await formProps.onFinish?.((options.transform ? options.transform(wire) : wire) as never);
              } catch {
                // Refused or failed: onMutationError put it in the form (or the HTTP client told the user).
              }
            })
          }
        >
          <FormBlockContext.Provider value={blockSave}>
            <FormFields fields={options.fields} mode={options.mode} text={text} />
          </FormBlockContext.Provider>
          {/* Enter in a field submits, as in any form; the modal's OK button sits outside the <form>. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
        {problem ? <FormProblem message={problem} /> : null}
      </FormContainer>
      {options.answer ? answers.element : null}
    </>
  );
  return { element, open, close: modal.close, saving: formLoading || flight.pending };
}
