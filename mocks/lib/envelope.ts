// The one place that shapes responses: HTTP 200, `{state, msg, result}`, and the server clock header.
import { HttpResponse } from 'msw';
import { mockNow } from '@mocks/lib/clock';
import { STATE, type Envelope } from '@/api/common';

export type SessionFailCode = 4000 | 4001 | 4002 | 4003 | 4004;

/** Headers every response carries; the console's header clock follows `x-server-time`. */
export function serverHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'x-server-time': String(mockNow()), ...extra };
}

function envelope<T>(body: Envelope<T>): Response {
  return HttpResponse.json(body, { status: 200, headers: serverHeaders() });
}

export function ok<T>(result: T, msg = '操作成功'): Response {
  return envelope({ state: STATE.success, msg, result });
}

export function fail(msg: string): Response {
  return envelope({ state: STATE.error, msg, result: null });
}

export function sessionFail(code: SessionFailCode, msg: string): Response {
  return envelope({ state: code, msg, result: null });
}
