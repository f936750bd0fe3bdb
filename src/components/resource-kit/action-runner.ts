// Runs a row or toolbar action that calls the server: one call at a time, its success message (or the one its
// `answer` makes), what its answer shows (answers/), and the lists it refreshes.
import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { useCallback } from 'react';
import type { AnswerDecl } from '@/components/resource-kit/answers/answer';
import { answerMessage, useAnswerDialog } from '@/components/resource-kit/answers/answer-host';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import type { ResourceDefinition } from '@/components/resource-kit/types';
import { useSingleFlight } from '@/lib/use-single-flight';

/** Resolves true when the call went through; false when dropped because another action was on its way. */
export type ActionRun = (
  action: { key: string; url: string; invalidates?: string[]; answer?: AnswerDecl },
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
  const { run: once, pending } = useSingleFlight();
  const run: ActionRun = useCallback(
    async (action, body, vars) => {
      // The HTTP client shows a refusal (state 0) itself; nothing more to say here.
      const flight = await once(() =>
        mutateAsync({ url: action.url, method: 'post', values: body, successNotification: false, errorNotification: false }),
      );
      if (!flight.sent) return false;
      reset();
      const answer = { title: text.action(action.key, 'title', vars) || text.action(action.key, 'label', vars), vars };
      const success = answerMessage(action.answer, flight.value.data, text, answer) ?? text.action(action.key, 'success', vars);
      if (success) message.success(success);
      showAnswer(action.answer, flight.value.data, answer);
      for (const resource of [definition.name, ...(action.invalidates ?? [])]) {
        void invalidate({ resource, invalidates: ['list'] });
      }
      definition.onChange?.();
      return true;
    },
    [once, mutateAsync, reset, text, message, definition, invalidate, showAnswer],
  );
  return { run, running: pending || mutation.isPending, element: answers.element };
}
