// The one HTTP client. What it does with each outcome:
//
// | outcome                                   | user sees                                   | promise        |
// |-------------------------------------------|---------------------------------------------|----------------|
// | state 1                                   | nothing                                     | resolves result|
// | state 0 (or any unknown state)            | one 错误提示 modal per distinct msg           | rejects        |
// | state 4000-4004                           | session-end handler (one 警告提示, to login) | rejects        |
// | non-200, non-JSON, not an envelope        | one localized toast                          | rejects        |
// | time-out, offline, network failure        | one localized toast                          | rejects        |
//
// Every rejection is an ApiError with `handled: true` once the user has been told, so callers never show it again.
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import type { Envelope } from '@/api/common';
import { env } from '@/config/env';
import { currentLanguage, i18n } from '@/i18n/i18n';
import { ApiError } from './api-error';
import { getBrowserId } from './browser-id';
import { feedback, rememberError, showModalOnce } from './feedback';
import { recordServerTime } from './server-time';
import { getToken } from './session-store';

export const REQUEST_TIMEOUT_MS = 120_000;
export const SESSION_END_STATES: ReadonlySet<number> = new Set([4000, 4001, 4002, 4003, 4004]);

export type RequestOptions = {
  /** Don't show the state-0 modal; the caller shows the message itself (the login form does). */
  quiet?: boolean;
  /** A 4000-4004 answer is not a session end here (login, logout). */
  ignoreSessionEnd?: boolean;
};

/** `token` is the one the failing call carried: calls that fail together carry the same one. */
type SessionEndHandler = (state: number, msg: string, token: string | null) => void;
let sessionEndHandler: SessionEndHandler | null = null;

export function onSessionEnd(handler: SessionEndHandler | null) {
  sessionEndHandler = handler;
}

/** Query strings carry plain key=value pairs; empty, null and undefined values are left out. */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

export const axiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  paramsSerializer: { serialize: serializeParams },
});

axiosInstance.interceptors.request.use((config) => {
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('lang', currentLanguage());
  const browserId = getBrowserId();
  if (browserId) config.headers.set('browserId', browserId);
  return config;
});

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).state === 'number';
}

function transportError(error: unknown, timedOut: boolean): ApiError {
  let key = 'http.network';
  let status = 0;
  // `timedOut`: send's own timer aborted the call, which axios reports as a cancel.
  if (timedOut) key = 'http.timeout';
  else if (axios.isAxiosError(error)) {
    status = error.response?.status ?? 0;
    recordServerTime(error.response?.headers?.['x-server-time']);
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') key = 'http.timeout';
    else if (typeof navigator !== 'undefined' && navigator.onLine === false) key = 'http.offline';
    else if (status) key = 'http.status';
  }
  const text = i18n.t(key, { status });
  rememberError(text);
  // One toast per kind of failure: a burst of failing calls replaces it rather than stacking copies.
  feedback().message.error({ content: text, key });
  return new ApiError('transport', text, status, true);
}

function badResponse(status: number): ApiError {
  const text = i18n.t('http.badResponse');
  rememberError(text);
  feedback().message.error({ content: text, key: 'http.badResponse' });
  return new ApiError('transport', text, status, true);
}

export async function send<T>(
  config: AxiosRequestConfig,
  options: RequestOptions = {},
): Promise<{ result: T; msg: string }> {
  const token = getToken();
  let response: AxiosResponse<unknown>;
  // The time-out is a page timer rather than XHR's own, so a browser test's fake clock can run it out instead of
  // waiting two minutes. The instance keeps its own time-out for what bypasses send (the export file download).
  const controller = new AbortController();
  // A caller's own signal still cancels the call: the timer's controller replaces it in the request.
  const outer = config.signal as AbortSignal | undefined;
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener?.('abort', () => controller.abort(), { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    response = await axiosInstance.request({ responseType: 'json', ...config, signal: controller.signal });
  } catch (error) {
    throw transportError(error, timedOut);
  } finally {
    clearTimeout(timer);
  }
  recordServerTime(response.headers['x-server-time']);
  const body = response.data;
  if (!isEnvelope(body)) throw badResponse(response.status);
  const msg = typeof body.msg === 'string' ? body.msg : '';
  if (body.state === 1) return { result: body.result as T, msg };
  if (SESSION_END_STATES.has(body.state) && !options.ignoreSessionEnd) {
    sessionEndHandler?.(body.state, msg, token);
    throw new ApiError('session', msg || i18n.t('http.sessionEnded'), body.state, true);
  }
  const text = msg || i18n.t('http.unknownError');
  if (options.quiet) throw new ApiError('business', text, body.state, false);
  showRefusal(text);
  throw new ApiError('business', text, body.state, true);
}

/** The 错误提示 modal of a refusal (state 0): for a quiet call whose caller had nothing better to say. */
export function showRefusal(text: string) {
  showModalOnce('error', i18n.t('http.errorTitle'), text);
}

export const http = {
  get<T>(url: string, params?: object, options?: RequestOptions): Promise<T> {
    return send<T>({ method: 'get', url, params }, options).then((r) => r.result);
  },
  post<T>(url: string, data?: unknown, options?: RequestOptions): Promise<T> {
    return send<T>({ method: 'post', url, data }, options).then((r) => r.result);
  },
  send,
};
