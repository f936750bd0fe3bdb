// Wraps resolvers with what every call needs: the language, envelope helpers, and (mostly) the token check, the
// endpoint's permission check (mocks/lib/endpoint-permissions.ts) and the caller's data scope.
import { endpointAccess, mayCall, OPEN } from '@mocks/lib/endpoint-permissions';
import { fail, ok, sessionFail } from '@mocks/lib/envelope';
import { langOf, message, type Lang, type MsgKey } from '@mocks/lib/i18n';
import { scopeOf, type Scope } from '@mocks/lib/scope';
import { roleOf } from '@mocks/shell/db/accounts';
import type { Account } from '@mocks/shell/db/catalog';
import { checkAuthorization } from '@mocks/shell/db/sessions';
import { STATE } from '@/api/common';

export type Ctx = {
  request: Request;
  url: URL;
  query: URLSearchParams;
  lang: Lang;
  msg: (key: MsgKey) => string;
  ok: (result: unknown) => Response;
  fail: (key: MsgKey) => Response;
};

export type AuthedCtx = Ctx & {
  account: Account;
  token: string;
  /** The caller's data scope: lists keep only these rows, details of other rows answer as not found. */
  inScope: Scope;
};

type Resolver = (info: { request: Request }) => Promise<Response>;

function contextOf(request: Request): Ctx {
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

async function guarded(ctx: Ctx, run: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    // A bug in a handler should look like a server-side error to the console, not a network failure.
    return fail(`${ctx.msg('invalidParams')}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** No token needed (login, and plain links the browser opens without headers); the table must say OPEN too. */
export function openRoute(handler: (ctx: Ctx) => Response | Promise<Response>): Resolver {
  return async ({ request }) => {
    const ctx = contextOf(request);
    if (endpointAccess(request.method, ctx.url.pathname) !== OPEN) return ctx.fail('noPermission');
    return guarded(ctx, () => handler(ctx));
  };
}

export function authedRoute(handler: (ctx: AuthedCtx) => Response | Promise<Response>): Resolver {
  return async ({ request }) => {
    const ctx = contextOf(request);
    const check = checkAuthorization(request.headers.get('authorization'));
    if (check.kind === 'missing') return sessionFail(STATE.authNotFound, ctx.msg('authMissing'));
    if (check.kind === 'invalid') return sessionFail(STATE.authInvalid, ctx.msg('authInvalid'));
    if (check.kind === 'elsewhere') return sessionFail(STATE.loggedInElsewhere, ctx.msg('loggedInElsewhere'));
    if (check.kind === 'disabled') return sessionFail(STATE.userDisabled, ctx.msg('accountDisabled'));
    if (check.kind === 'passwordReset') return sessionFail(STATE.passwordReset, ctx.msg('passwordReset'));
    const { account, token } = check;
    // A console that hides a button is no access control: the server checks the role on every call.
    if (!mayCall(endpointAccess(request.method, ctx.url.pathname), roleOf(account).permissions)) {
      return ctx.fail('noPermission');
    }
    return guarded(ctx, () => handler({ ...ctx, account, token, inScope: scopeOf(account) }));
  };
}

/**
 * An authed route for platform staff only (type 1): the platform menu trees and the system auth pages (auth.md 5.1).
 * A type 2/3 caller is refused like one without the key, even when its role holds it (a test account's may).
 */
export function authedStaffRoute(handler: (ctx: AuthedCtx) => Response | Promise<Response>): Resolver {
  return authedRoute((ctx) => (ctx.account.type === 1 ? handler(ctx) : ctx.fail('noPermission')));
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
