// A secret the server shows once (a merchant's key on create or reset): a dialog with the value, a copy button and a
// plain warning that it will not be shown again, closed only by its button. The value lives in the dialog alone: the
// host drops it when the dialog closes, and the kit keeps no copy of the answer (no cache entry, no state).
import { AnswerValue, answerText } from '@/components/resource-kit/answers/answer-value';
import { defineAnswer } from '@/components/resource-kit/answers/answer';

declare module '@/components/resource-kit/answers/answer' {
  interface AnswerOptions {
    /** `field`: the answer's field holding the secret; labelled as the page's field or column of that key. */
    secret: { field: string };
  }
}

export const answer = defineAnswer({
  name: 'secret',
  dialog: ({ answer, decl, text }) => {
    const label = text.field(decl.field);
    return {
      title: text.t('kit:answer.secretTitle', { label }),
      deliberate: true,
      okText: text.t('kit:answer.secretDone'),
      body: (
        <AnswerValue
          label={label}
          value={answerText(answer, decl.field)}
          text={text}
          warning={text.t('kit:answer.secretWarning', { label })}
        />
      ),
    };
  },
});
