import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { isErrorBody } from '../../shared/errors';
import { REQUEST_ID_HEADER } from '../../shared/requestId';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** One call as an endpoint describes it. `timeout` overrides the default for this call only. */
export interface ApiRequestInit {
  url: string;
  method?: string;
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  timeout?: number;
}

/** An RTK Query error that may also carry the server's X-Request-Id, which error toasts show as a reference. */
export type ApiError = FetchBaseQueryError & { requestId?: string };

export type HttpResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

export interface SendOptions {
  fetchFn: typeof fetch;
  timeoutMs: number;
  signal?: AbortSignal;
}

export function withParams(url: string, params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** JSON for plain values; FormData passes through so the browser writes the multipart boundary. */
export function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (typeof FormData !== 'undefined' && body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

type ParsedBody = { ok: true; value: unknown } | { ok: false; text: string };

async function readBody(response: Response): Promise<ParsedBody> {
  const text = await response.text();
  if (text === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    const claimsJson = (response.headers.get('content-type') ?? '').includes('json');
    return claimsJson ? { ok: false, text } : { ok: true, value: text };
  }
}

/** A single attempt, cookies included, aborted after `timeoutMs` (the body read counts too). */
export async function sendOnce(url: string, init: RequestInit, options: SendOptions): Promise<HttpResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    const response = await options.fetchFn(url, { ...init, credentials: 'include', signal: controller.signal });
    const body = await readBody(response);
    const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined;
    const reference = requestId === undefined ? {} : { requestId };
    if (!body.ok) {
      return { error: { status: 'PARSING_ERROR', originalStatus: response.status, data: body.text, error: 'Invalid JSON', ...reference } };
    }
    // SPEC §7: a body with an `error` field is an error whatever the status says.
    if (!response.ok || isErrorBody(body.value)) return { error: { status: response.status, data: body.value, ...reference } };
    return { data: body.value };
  } catch (cause) {
    return { error: { status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR', error: String(cause) } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
