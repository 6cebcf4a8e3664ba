import { jsonResponse } from './fakeFetch';

/** One request as a fake route sees it. `body` is parsed JSON, a FormData, or undefined. */
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
  /** The call's abort signal: a route that never answers can reject on it, as fetch does. */
  signal?: AbortSignal;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Response headers beyond the JSON content type, e.g. X-Request-Id. */
  headers?: Record<string, string>;
}

export type Route = Reply | ((call: SeenCall) => Reply | Promise<Reply>);

/**
 * A fetch answering from a table keyed 'METHOD /path' (the path as it goes on the wire, /api included,
 * query string excluded); anything else gets 404. Every call is recorded in `calls`, and `routes` may be
 * changed between steps of a test.
 */
export function routeFetch(routes: Record<string, Route>) {
  const calls: SeenCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const raw = init?.body;
    const call: SeenCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof raw === 'string' ? JSON.parse(raw) : (raw ?? undefined),
      headers: (init?.headers ?? {}) as Record<string, string>,
      signal: init?.signal ?? undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (!route) return jsonResponse(404, { error: `No route for ${call.method} ${call.path}` });
    const reply = typeof route === 'function' ? await route(call) : route;
    return jsonResponse(reply.status, reply.body, reply.headers);
  };
  return { fetchFn, calls, routes };
}
