// What the login form needs only once the user acts: the auth provider (with it the HTTP client, axios, the
// password cipher and dayjs) and the error alert. Leaving them out of the route's first load lets the form paint
// sooner; the first keystroke or pointer on the form starts the download, so a submit rarely waits for it.
import type { login as loginCall } from '@/providers/auth-provider';
import type { LoginError } from '@/pages/login/login-error';

export type LoginModules = { login: typeof loginCall; LoginError: typeof LoginError };

let pending: Promise<LoginModules> | null = null;

export function loadLogin(): Promise<LoginModules> {
  pending ??= Promise.all([import('@/providers/auth-provider'), import('@/pages/login/login-error')]).then(
    ([auth, alert]) => ({ login: auth.login, LoginError: alert.LoginError }),
    (failure: unknown) => {
      // a failed download (offline, a new deployment) is retried on the next attempt instead of failing forever
      pending = null;
      throw failure;
    },
  );
  return pending;
}

/** Starts the download early; a failure here is reported by the submit that needs the modules. */
export function prefetchLogin() {
  loadLogin().catch(() => undefined);
}
