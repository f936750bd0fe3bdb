// Test-side client: real fetch calls with the console's headers and encrypted login password.
import { mockAesKey } from '@mocks/lib/aes-key';
import type { Envelope, LoginResult } from '@/api/common';
import { encryptText } from '@/lib/password-cipher';

export const ORIGIN = 'http://localhost';

type CallOptions = {
  method?: 'GET' | 'POST';
  token?: string;
  lang?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  origin?: string;
};

export type CallResult<T> = Envelope<T> & { headers: Headers; status: number };

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, options.origin ?? ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { lang: options.lang ?? 'zh-CN' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  return { ...envelope, headers: response.headers, status: response.status };
}

export function loginCall(username: string, password: string, options: Omit<CallOptions, 'body'> = {}) {
  return call<LoginResult>('/api/user/login', {
    ...options,
    body: { username, password: encryptText(password, mockAesKey()) },
  });
}

export async function login(username = 'admin', password = `${username}123`): Promise<string> {
  const res = await loginCall(username, password);
  if (res.state !== 1) throw new Error(`login failed: ${res.msg}`);
  return res.result.token;
}

/** `start,end` for the contract's date filter, in UTC+8. */
export function dateRange(start: string, end: string): string {
  return `${start},${end}`;
}
