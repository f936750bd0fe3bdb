// What an action does with the server's answer (answers/<kind>.tsx): a secret shown once, counts in the success
// message, a labelled value (a run id). A row action, a toolbar action and the create form declare `answer`; the kit
// hands the answer's body to the kind and shows what the kind makes of it (answer-host.tsx).
import type { ReactNode } from 'react';
import type { ResourceText } from '@/components/resource-kit/resource-text';

/**
 * The options each answer kind adds, by kind name. Every kind file extends it
 * (`declare module '@/components/resource-kit/answers/answer' { interface AnswerOptions { secret: {...} } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AnswerOptions {}

export type AnswerName = keyof AnswerOptions;

/** The `answer` of a declaration: a kind by name with its options. */
export type AnswerDecl = { [K in AnswerName]: { kind: K } & AnswerOptions[K] }[AnswerName];

export type AnswerArgs<D> = {
  /** The answer's body (`result`); a bare value (a run id) arrives as `{ value }`. */
  answer: Record<string, unknown>;
  decl: D;
  text: ResourceText;
  /** The action's title (its form's or modal's), for a dialog's title. */
  title: string;
  /** What the action's texts interpolate (the row, the selected count). */
  vars: object;
};

export type AnswerDialog = {
  title: string;
  body: ReactNode;
  /** Closed only by its button: no mask click, no Esc, no close icon (a secret shown once). */
  deliberate?: boolean;
  /** The button's text (a locale key's text); the kit's OK by default. */
  okText?: string;
  /** The dialog's width (560 px by default): a record's results. */
  width?: number;
};

export type AnswerDef<D = Record<string, unknown>> = {
  name: string;
  /** The success message made from the answer; replaces the action's `success` text (kept when undefined). */
  message?: (args: AnswerArgs<D>) => string | undefined;
  /** A dialog showing the answer, after the success message; undefined when this answer needs none. */
  dialog?: (args: AnswerArgs<D>) => AnswerDialog | undefined;
};

/** Types a kind file's definition against its own options. */
export function defineAnswer<K extends AnswerName>(
  def: AnswerDef<{ kind: K } & AnswerOptions[K]> & { name: K },
): AnswerDef {
  return def as unknown as AnswerDef;
}

/** The answer's body as an object: a bare value (a run id, a count) under `value`. */
export function answerBody(data: unknown): Record<string, unknown> {
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : { value: data };
}
