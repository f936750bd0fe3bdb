// A guarded call that became a request for approval (back-office operations.md 7.1) answers state 1 with
// `{approvalId, status: 1}` and applies nothing: the success message says "submitted for approval #id", not the
// action's "saved", and a dialog shows the request (the view the declaration passes: the approvals area's link).
// Any other answer (the change applied, under the rule's threshold or with the rule off) keeps the action's own.
import type { ComponentType } from 'react';
import { defineAnswer } from '@/components/resource-kit/answers/answer';

declare module '@/components/resource-kit/answers/answer' {
  interface AnswerOptions {
    /** `view`: what the dialog shows of the request (its number and a link to it). */
    approval: { view: ComponentType<{ id: number }> };
  }
}

/** The request's id when the answer is a submitted request; else undefined (the change applied). */
export function submittedApproval(result: unknown): number | undefined {
  if (result === null || typeof result !== 'object') return undefined;
  const { approvalId, status } = result as { approvalId?: unknown; status?: unknown };
  return status === 1 && typeof approvalId === 'number' ? approvalId : undefined;
}

export const answer = defineAnswer({
  name: 'approval',
  message: ({ answer, text }) => {
    const id = submittedApproval(answer);
    return id === undefined ? undefined : text.t('kit:answer.approvalSubmitted', { id });
  },
  dialog: ({ answer, decl, text }) => {
    const id = submittedApproval(answer);
    if (id === undefined) return undefined;
    return { title: text.t('kit:answer.approvalTitle'), body: <decl.view id={id} /> };
  },
});
