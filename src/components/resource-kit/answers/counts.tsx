// Counts from the answer in the success message ("已生成 3 张，重算 5 张"): the page's locale key, with the answer's
// fields (and the action's own values, the row or the selected count) interpolated.
import { defineAnswer } from '@/components/resource-kit/answers/answer';

declare module '@/components/resource-kit/answers/answer' {
  interface AnswerOptions {
    /** `text`: a locale key looked up as a `validate` key (`actions.generate.done` -> `<ns>:<prefix>.actions...`). */
    counts: { text: string };
  }
}

export const answer = defineAnswer({
  name: 'counts',
  message: ({ answer, decl, text, vars }) => text.message(decl.text, { ...vars, ...answer }),
});
