// What every call's resolver gets before any account is known: the language, the query and the envelope helpers
// (back-office README 0.1). The signed-in part (token, role, scope) is added by mocks/domain/route.ts.
import { fail, ok } from '@mocks/lib/envelope';
import { langOf, message, type Lang, type MsgKey } from '@mocks/lib/i18n';

export type Ctx = {
  request: Request;
  url: URL;
  query: URLSearchParams;
  lang: Lang;
  msg: (key: MsgKey) => string;
  ok: (result: unknown) => Response;
  fail: (key: MsgKey) => Response;
};

export function contextOf(request: Request): Ctx {
  const url = new URL(request.url);
  const lang = langOf(request);
  const msg = (key: MsgKey) => message(lang, key);
  return {
    request,
    url,
    query: url.searchParams,
    lang,
    msg,
    ok: (result) => ok(result, msg('success')),
    fail: (key) => fail(msg(key)),
  };
}

export async function guarded(ctx: Ctx, run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    // A bug in a handler should look like a server-side error to the console, not a network failure.
    return fail(`${ctx.msg('invalidParams')}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The JSON body as an object; anything else (empty, malformed, an array) reads as `{}`. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
