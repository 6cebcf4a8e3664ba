import { Session } from '../soak/traffic';

export { Session };

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ApiRequest {
  method?: string;
  json?: unknown;
  /** Its cookies and anti-forgery header go with the request, and the cookies the answer sets are kept in it. */
  session?: Session;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/** One request from Node, as a browser's session would make it; the body is parsed when it is JSON. */
export async function apiCall<T = unknown>(origin: string, path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...request.session?.headers(), ...request.headers };
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(origin + path, {
    method: request.method ?? 'GET',
    headers,
    body: request.json === undefined ? undefined : JSON.stringify(request.json),
    signal: AbortSignal.timeout(request.timeoutMs ?? 30_000),
  });
  request.session?.take({ setCookies: response.headers.getSetCookie() });
  const text = await response.text();
  const body = (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as T;
  return { status: response.status, body, headers: response.headers };
}

/** The answer's body when its status is `status`; otherwise an error naming the call and what came back. */
export function expectStatus<T>(answer: ApiAnswer<T>, status: number, what: string): T {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status} (expected ${status}): ${JSON.stringify(answer.body).slice(0, 500)}`);
  return answer.body;
}
