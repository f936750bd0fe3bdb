// A labelled value from the answer (a run id the user quotes later), in a dialog with a copy button.
import { AnswerValue, answerText } from '@/components/resource-kit/answers/answer-value';
import { defineAnswer } from '@/components/resource-kit/answers/answer';

declare module '@/components/resource-kit/answers/answer' {
  interface AnswerOptions {
    /**
     * `field`: the answer's field (left out: the answer itself, a bare id). `label`: a locale key looked up as a
     * `validate` key; left out, the page's field or column label of `field`.
     */
    value: { field?: string; label?: string };
  }
}

export const answer = defineAnswer({
  name: 'value',
  dialog: ({ answer, decl, text, title, vars }) => {
    const label = decl.label ? text.message(decl.label, vars) : text.field(decl.field ?? 'value');
    return { title, body: <AnswerValue label={label} value={answerText(answer, decl.field)} text={text} /> };
  },
});
