// Wraps resolvers with what every call needs: the language, envelope helpers, and (mostly) the token check, the
// endpoint's permission check (mocks/lib/endpoint-permissions.ts) and the caller's data scope.
import { endpointAccess, mayCall, OPEN } from '@mocks/lib/endpoint-permissions';
import { sessionFail } from '@mocks/lib/envelope';
import { contextOf, guarded, readBody, type Ctx } from '@mocks/lib/request-context';
import { scopeOf, type Scope } from '@mocks/domain/scope';
import { roleOf } from '@mocks/domain/staff/accounts';
import type { Account } from '@mocks/domain/staff/catalog';
import { checkAuthorization } from '@mocks/domain/staff/sessions';
import { STATE } from '@/api/common';

// Every handler reads its body and context through here, so one import gives a handler what it needs.
export { readBody, type Ctx };

export type AuthedCtx = Ctx & {
  account: Account;
  token: string;
  /** The caller's data scope: lists keep only these rows, details of other rows answer as not found. */
  inScope: Scope;
};

type Resolver = (info: { request: Request }) => Promise<Response>;

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
