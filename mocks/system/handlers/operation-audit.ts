// Writes the audit trail (system.md 4.7) around the handlers, in one place: every POST to /api/** except the upload,
// login (success or failure) and logout. The caller is read before the call runs, since a logout ends its token.
import { HttpHandler } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { declaredVerb, ENDPOINT_PERMISSIONS, endpointKey } from '@mocks/lib/endpoint-permissions';
import { formatTime } from '@mocks/lib/time';
import { orgOfOwner } from '@mocks/domain/org/org';
import { findAccount } from '@mocks/domain/staff/accounts';
import type { Account } from '@mocks/domain/staff/catalog';
import { checkAuthorization } from '@mocks/domain/staff/sessions';
import { menuRecords } from '@mocks/domain/staff/auth-store';
import { appendOperationLog, maskedParams } from '@mocks/domain/staff/operation-log';
import { approvalLogFields } from '@mocks/domain/approvals/log-fields';
import type { OpLogRow } from '@/api/system-logs';

const NOT_AUDITED = new Set(['/api/common/upload']);
const AUTH_ACTIONS: Record<string, string> = { '/api/user/login': 'login', '/api/auth/logout': 'logout' };

/** The page an action item hangs under: a player detail tab's key (`player.updateBalance`) has no `<page>.` prefix. */
function pageOfAction(permission: string): string | undefined {
  const items = menuRecords();
  const action = items.find((i) => i.type === 3 && i.permission === permission);
  return (action && items.find((i) => i.id === action.parentId)?.permission) || undefined;
}

/**
 * The page key and verb of an endpoint, from the permission table and the menu (`game.index.batchSet` -> game.index,
 * batchSet; `player.updateBalance`, under 玩家查询 -> player.info, updateBalance). A verb the endpoint's registration
 * declares wins (a status switch logs enable or disable, not changeStatus).
 */
export function auditTarget(
  method: string,
  pathname: string,
  body: Record<string, unknown> = {},
): Pick<OpLogRow, 'module' | 'action' | 'permission'> {
  const found = auditTargetOf(method, pathname);
  const declared = declaredVerb(endpointKey(method, pathname), body);
  return declared ? { ...found, action: declared } : found;
}

function auditTargetOf(method: string, pathname: string): Pick<OpLogRow, 'module' | 'action' | 'permission'> {
  const key = endpointKey(method, pathname);
  const path = key.slice(key.indexOf(' ') + 1);
  const verb = path.split('/').pop() ?? '';
  const auth = AUTH_ACTIONS[path];
  if (auth) return { module: 'auth', action: auth, permission: '' };
  const access = ENDPOINT_PERMISSIONS[key];
  if (Array.isArray(access)) {
    const permission: string = access[0];
    const parts = permission.split('.');
    const module = pageOfAction(permission) ?? (parts.length > 2 ? parts.slice(0, -1).join('.') : permission);
    return { module, action: parts.length > 2 ? (parts[parts.length - 1] ?? verb) : verb, permission };
  }
  return { module: path.split('/').slice(2, -1).join('.'), action: verb, permission: '' };
}

function callerOf(request: Request, path: string, body: string): Account | undefined {
  if (path.endsWith('/api/user/login')) {
    try {
      const username = (JSON.parse(body) as { username?: unknown }).username;
      return typeof username === 'string' ? findAccount(username.trim()) : undefined;
    } catch {
      return undefined;
    }
  }
  const check = checkAuthorization(request.headers.get('authorization'));
  return check.kind === 'ok' ? check.account : undefined;
}

function usernameIn(body: string): string {
  try {
    const username = (JSON.parse(body) as { username?: unknown }).username;
    return typeof username === 'string' ? username.trim().slice(0, 50) : '';
  } catch {
    return '';
  }
}

function bodyObject(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const PRIVATE_IP = /^(127\.|10\.|192\.168\.|::1$)/;

async function record(
  request: Request,
  response: Response,
  body: string,
  startedAt: number,
  account: Account | undefined,
) {
  const url = new URL(request.url);
  const path = url.pathname.slice(Math.max(0, url.pathname.indexOf('/api/')));
  const isLogin = path === '/api/user/login';
  // Calls refused for a missing or stale token have no caller to log, except a login (unknown name: the system log).
  if (!account && !isLogin) return;
  let envelope: { state?: unknown; msg?: unknown; result?: unknown } = {};
  try {
    envelope = (await response.clone().json()) as typeof envelope;
  } catch {
    // Not an envelope (a file): logged as failed with no message.
  }
  const ip = (request.headers.get('x-forwarded-for') ?? '').split(',')[0]?.trim() || '127.0.0.1';
  appendOperationLog({
    userId: account?.id ?? 0,
    username: account?.username ?? usernameIn(body),
    userType: account?.type ?? 1,
    ...orgOfOwner({ merchantTeamId: account?.merchantTeamId ?? 0, merchantId: account?.merchantId ?? 0 }),
    merchantId: account?.merchantId ?? 0,
    ...auditTarget(request.method, url.pathname, bodyObject(body)),
    method: request.method,
    url: path,
    params: maskedParams(body),
    status: envelope.state === 1 ? 1 : 0,
    message: typeof envelope.msg === 'string' ? envelope.msg : '',
    ip,
    ipName: PRIVATE_IP.test(ip) ? '内网' : '',
    costMs: Math.max(0, Math.round(performance.now() - startedAt)),
    operTime: formatTime(mockNow()),
    // A request made or decided (operations.md 7.1) names the approval and its record.
    ...approvalLogFields(path, bodyObject(body), envelope.result, account?.username ?? ''),
  });
}

function audit(handler: HttpHandler): HttpHandler {
  const path = handler.info.path;
  return new HttpHandler('POST', path, async ({ request, requestId }) => {
    const body = await request.clone().text();
    const account = callerOf(request, new URL(request.url).pathname, body);
    const startedAt = performance.now();
    const result = await handler.run({ request, requestId });
    const response = result?.response;
    if (response && !NOT_AUDITED.has(new URL(request.url).pathname.replace(/^.*(?=\/api\/)/, ''))) {
      await record(request, response, body, startedAt, account);
    }
    return response;
  });
}

/** The handlers with every POST handler wrapped by the audit. */
export function audited(handlers: readonly HttpHandler[]): HttpHandler[] {
  return handlers.map((h) => (h.info.method === 'POST' ? audit(h) : h));
}
