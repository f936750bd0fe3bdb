// Refusals: a db function answers an Outcome (a value, or the key of why not), and a handler turns it into the
// envelope, the refusal in the request's language (state 0). Each area keeps its own message table
// (`messageTable` in mocks/lib/i18n.ts); these are the one way to answer with it.
import { fail } from '@mocks/lib/envelope';
import type { Lang } from '@mocks/lib/i18n';
import type { Ctx } from '@mocks/lib/request-context';

export type Values = Record<string, string | number>;
export type Refusal<K extends string> = { ok: false; key: K; values?: Values };
export type Outcome<T, K extends string> = { ok: true; value: T } | Refusal<K>;
/** An area's message look-up, as `messageTable` makes it. */
export type Messages<K extends string> = (lang: Lang, key: K, values?: Values) => string;

export const accept = <T>(value: T) => ({ ok: true as const, value });
export const refuse = <K extends string>(key: K, values?: Values): Refusal<K> => ({ ok: false, key, values });

/** `refuse(ctx, key, values?)` for a handler: state 0 with the area's message in the request's language. */
export function refusalIn<K extends string>(messages: Messages<K>) {
  return (ctx: Ctx, key: K, values?: Values): Response => fail(messages(ctx.lang, key, values));
}

/** The outcome's value, or its refusal. */
export function answerIn<K extends string>(messages: Messages<K>) {
  const refusal = refusalIn(messages);
  return <T>(ctx: Ctx, outcome: Outcome<T, K>): Response =>
    outcome.ok ? ctx.ok(outcome.value) : refusal(ctx, outcome.key, outcome.values);
}
