// What each endpoint needs (back-office README 0.5), one row per msw handler, keyed "<METHOD> <path>" with the
// handler's path without its `*` prefix, gathered from the pages' registrations (mocks/<area>/register.ts: each page
// names the endpoints it calls and the key it calls them with; mocks/lib/registry.ts merges them). A list of keys means the caller's role must hold at least one of them: the
// page key for lists and details, `<page>.<action>` for POST actions (save -> .save, remove -> .remove). Several keys
// mean the console calls the endpoint from several pages. SIGNED_IN is any valid token; OPEN needs none (login, and
// what a browser opens without headers: the order view a frame loads, the export file a link downloads).
// An endpoint no registration names is refused (fails closed), so a new handler without a row shows up at once.
import { OPEN, SIGNED_IN, type EndpointAccess, type RecordTarget } from '@mocks/lib/registration';
import { registeredEndpoints } from '@mocks/lib/registry';

export { OPEN, SIGNED_IN, type EndpointAccess };

const ENTRIES = registeredEndpoints();

export const ENDPOINT_PERMISSIONS: Readonly<Record<string, EndpointAccess>> = Object.fromEntries(
  [...ENTRIES].map(([endpoint, entry]) => [endpoint, entry.access]),
);

/** The operation log's verb an endpoint's registration declares for a call with this body, if it declares one. */
export function declaredVerb(endpoint: string, body: Record<string, unknown>): string | undefined {
  const verb = ENTRIES.get(endpoint)?.verb;
  return typeof verb === 'function' ? verb(body) : verb;
}

/** The table's key of a request: its method and its path from `/api/` on (whatever base path is in front). */
export function endpointKey(method: string, pathname: string): string {
  const at = pathname.indexOf('/api/');
  return `${method.toUpperCase()} ${at >= 0 ? pathname.slice(at) : pathname}`;
}

export function endpointAccess(method: string, pathname: string): EndpointAccess | undefined {
  return ENDPOINT_PERMISSIONS[endpointKey(method, pathname)];
}

/** Whether a signed-in caller holding `permissions` may call an endpoint; no entry means no. */
export function mayCall(access: EndpointAccess | undefined, permissions: readonly string[]): boolean {
  if (access === undefined) return false;
  if (access === OPEN || access === SIGNED_IN) return true;
  return access.some((key) => permissions.includes(key));
}

/** The record a POST endpoint's registration says it changes (operations.md 7.2), if it says one. */
export function declaredTarget(endpoint: string): RecordTarget | undefined {
  return ENTRIES.get(endpoint)?.target;
}
