import type { BaseQueryFn, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_RETRY_DELAYS_MS, API_TIMEOUT_MS } from '../../shared/constants';
import { OFFLINE_MESSAGE, type NetworkState } from '../features/network/networkSlice';
import { apiPath } from './apiPath';
import { CSRF_COOKIE, CSRF_HEADER, readBrowserCookie } from './csrfCookie';
import { encodeBody, sendOnce, withParams, type ApiRequestInit } from './httpRequest';

/** Everything about the wire that a store or a test may replace. */
export interface Transport {
  /** Absolute origin for tests or another host; '' means the page's own origin. */
  baseUrl: string;
  fetchFn: typeof fetch;
  readCookie: (name: string) => string | undefined;
  timeoutMs: number;
  retryDelaysMs: readonly number[];
  sleep: (ms: number) => Promise<void>;
}

export type ApiRequest = string | ApiRequestInit;

/** Per-endpoint `extraOptions`; `maxRetries: 0` turns a read's retries off (changes are never retried). */
export interface ApiExtraOptions {
  maxRetries?: number;
}

/** The store's thunk extra argument: transport overrides that reach every call made through that store. */
export interface ApiThunkExtra {
  transport?: Partial<Transport>;
}

const defaultTransport: Transport = {
  baseUrl: '',
  fetchFn: (input, init) => fetch(input, init),
  readCookie: readBrowserCookie,
  timeoutMs: API_TIMEOUT_MS,
  retryDelaysMs: API_RETRY_DELAYS_MS,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The one layer of automatic retries in the client (lists have none of their own). Only a read is tried again,
 * and only when trying again can help: the network failed, or the server answered 5xx. A change (POST, PUT,
 * PATCH, DELETE) is never repeated: fetch cannot tell a request that never left from one the server acted on,
 * so a repeat could count a contact or send a code twice. A 4xx will answer the same again; a timeout has
 * already kept the user waiting API_TIMEOUT_MS.
 */
export function isRetryable(method: string, error: FetchBaseQueryError): boolean {
  if (method !== 'GET') return false;
  if (error.status === 'FETCH_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

/** What a non-GET call returns while offline: `data.error` so every toast and inline message shows it. */
export const offlineError: FetchBaseQueryError = { status: 'CUSTOM_ERROR', error: OFFLINE_MESSAGE, data: { error: OFFLINE_MESSAGE } };

/** A store without the network slice (a bare harness) counts as online. */
function isOffline(state: unknown): boolean {
  return (state as { network?: NetworkState } | undefined)?.network?.online === false;
}

/**
 * SPEC §7 transport: /api prefix rule, cookies, CSRF header on non-GET, timeout, a read's retries, body `error` raised;
 * and no non-GET call while the store says the browser is offline.
 */
export function createBaseQuery(
  overrides: Partial<Transport> = {},
): BaseQueryFn<ApiRequest, unknown, FetchBaseQueryError, ApiExtraOptions> {
  return async (request, api, extraOptions = {}) => {
    const transport = { ...defaultTransport, ...overrides, ...(api.extra as ApiThunkExtra | undefined)?.transport };
    const init: ApiRequestInit = typeof request === 'string' ? { url: request } : request;
    const method = (init.method ?? 'GET').toUpperCase();
    // SPEC §4: changes are not attempted offline; reads still go, and may be answered from the cache.
    if (method !== 'GET' && isOffline(api.getState())) return { error: offlineError };
    const { body, contentType } = encodeBody(init.body);
    const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
    if (contentType) headers['Content-Type'] = contentType;
    if (method !== 'GET') {
      const token = transport.readCookie(CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = token;
    }
    const url = transport.baseUrl + withParams(apiPath(init.url), init.params);
    const delays = transport.retryDelaysMs;
    const maxRetries = Math.min(extraOptions.maxRetries ?? delays.length, delays.length);
    const sendOptions = { fetchFn: transport.fetchFn, timeoutMs: init.timeout ?? transport.timeoutMs, signal: api.signal };

    for (let attempt = 0; ; attempt += 1) {
      const result = await sendOnce(url, { method, headers, body }, sendOptions);
      if (!result.error || attempt >= maxRetries || api.signal.aborted || !isRetryable(method, result.error)) return result;
      await transport.sleep(delays[attempt]);
    }
  };
}
