// Shows what an action's `answer` makes of the server's answer: the success message a kind builds from it, and the
// dialog a kind opens with it. The dialog's content lives in this state only: closing it drops the value (a secret
// leaves the DOM and the page's memory at once; nothing else holds it).
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { answerBody, type AnswerDecl, type AnswerDialog } from '@/components/resource-kit/answers/answer';
import { answerKind } from '@/components/resource-kit/answers/registry';
import type { ResourceText } from '@/components/resource-kit/resource-text';
import { TabModal } from '@/components/tab-modal';

export type AnswerContext = { title: string; vars: object };

/** The success message the answer's kind makes (counts), or undefined to keep the action's own. */
export function answerMessage(decl: AnswerDecl | undefined, data: unknown, text: ResourceText, ctx: AnswerContext) {
  if (!decl) return undefined;
  return answerKind(decl.kind).message?.({ answer: answerBody(data), decl, text, ...ctx });
}

export function useAnswerDialog(text: ResourceText) {
  const [dialog, setDialog] = useState<AnswerDialog | null>(null);
  const show = useCallback(
    (decl: AnswerDecl | undefined, data: unknown, ctx: AnswerContext) => {
      const make = decl && answerKind(decl.kind).dialog;
      const made = make ? make({ answer: answerBody(data), decl, text, ...ctx }) : undefined;
      if (made) setDialog(made);
    },
    [text],
  );
  const close = useCallback(() => setDialog(null), []);
  // A dialog the page made itself (a refusal explained, types.ts `refused`).
  const open = useCallback((next: AnswerDialog) => setDialog(next), []);
  const element = useMemo(
    () => (
      <TabModal
        open={dialog !== null}
        title={dialog?.title}
        onCancel={close}
        maskClosable={!dialog?.deliberate}
        keyboard={!dialog?.deliberate}
        closable={!dialog?.deliberate}
        width={dialog?.width ?? 560}
        destroyOnHidden
        footer={
          <Button type="primary" onClick={close}>
            {dialog?.okText ?? text.t('kit:actions.confirm')}
          </Button>
        }
      >
        {dialog?.body}
      </TabModal>
    ),
    [dialog, close, text],
  );
  return { show, open, element };
}
