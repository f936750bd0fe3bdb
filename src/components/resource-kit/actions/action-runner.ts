// Runs a row or toolbar action that calls the server: one call at a time, its success message (or the one its
// `answer` makes), what its answer shows (answers/), and the lists it refreshes.
import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { useCallback } from 'react';
import type { AnswerDecl, AnswerDialog } from '@/components/resource-kit/answers/answer';
import { answerMessage, useAnswerDialog } from '@/components/resource-kit/answers/answer-host';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { isApiError } from '@/lib/api-error';
import { showRefusal } from '@/lib/http-client';
import { useSingleFlight } from '@/lib/use-single-flight';

/** Resolves true when the call went through; false when dropped because another action was on its way. */
export type ActionRun = (
  action: {
    key: string;
    url: string;
    invalidates?: string[];
    answer?: AnswerDecl;
    /** Explains a refusal instead of the server's message (RowActionDecl.refused, bound to its row). */
    refused?: () => Promise<AnswerDialog | undefined>;
  },
  body: object,
  vars: object,
) => Promise<boolean>;

export function useActionRunner<T extends BaseRecord>(definition: ResourceDefinition<T>, text: ResourceText) {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  // An answer may hold a secret: no mutation outlives its call in the cache (gcTime 0, reset once read).
  const { mutateAsync, mutation } = useCustomMutation({ mutationOptions: { gcTime: 0 } });
  const reset = mutation.reset;
  const answers = useAnswerDialog(text);
  const showAnswer = answers.show;
  const openDialog = answers.open;
  const { run: once, pending } = useSingleFlight();
  const run: ActionRun = useCallback(
    async (action, body, vars) => {
      // The HTTP client shows a refusal (state 0) itself, unless the action can explain it (then the call is quiet).
      const explain = action.refused;
      const meta = explain ? { request: { quiet: true } } : undefined;
      const send = () =>
        mutateAsync({
          url: action.url,
          method: 'post',
          values: body,
          meta,
          successNotification: false,
          errorNotification: false,
        });
      const flight = await once(send).catch(async (error: unknown): Promise<never> => {
        if (!explain || !isApiError(error) || error.handled) throw error;
        reset();
        // The row as it is now says what happened; a failed re-read leaves the server's message.
        const dialog = await explain().catch(() => undefined);
        if (dialog) openDialog(dialog);
        else showRefusal(error.message);
        for (const resource of [definition.name, ...(action.invalidates ?? [])]) {
          void invalidate({ resource, invalidates: ['list'] });
        }
        throw error;
      });
      if (!flight.sent) return false;
      reset();
      const answer = { title: text.action(action.key, 'title', vars) || text.action(action.key, 'label', vars), vars };
      const success =
        answerMessage(action.answer, flight.value.data, text, answer) ?? text.action(action.key, 'success', vars);
      if (success) message.success(success);
      showAnswer(action.answer, flight.value.data, answer);
      for (const resource of [definition.name, ...(action.invalidates ?? [])]) {
        void invalidate({ resource, invalidates: ['list'] });
      }
      definition.onChange?.();
      return true;
    },
    [once, mutateAsync, reset, text, message, definition, invalidate, showAnswer, openDialog],
  );
  return { run, running: pending || mutation.isPending, element: answers.element };
}
