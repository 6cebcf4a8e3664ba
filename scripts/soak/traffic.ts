import http from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/shared/apiContract';

/** A request that has not answered by then counts as hung. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Everything the load saw: each answer by status, each failure to answer by kind, and what was unexpected. */
export class Tally {
  readonly statuses = new Map<number, number>();
  readonly failures = new Map<string, number>();
  readonly kinds = new Map<string, number>();
  readonly latenciesMs: number[] = [];
  readonly latenciesByKind = new Map<string, number[]>();
  unexpected = 0;
  readonly unexpectedSamples: string[] = [];

  get requests(): number {
    return this.latenciesMs.length + [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  count5xx(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  }

  noteUnexpected(what: string): void {
    this.unexpected += 1;
    if (this.unexpectedSamples.length < 10) this.unexpectedSamples.push(what);
  }
}

export function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** One browser's session: its cookies (sid and csrf-token) and the anti-forgery header they imply. */
export class Session {
  private cookies = new Map<string, string>();

  private keep(pair: string): void {
    const at = pair.indexOf('=');
    this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }

  /** The cookies an answer sets. */
  take(answer: { setCookies: readonly string[] }): void {
    for (const line of answer.setCookies) this.keep(line.split(';')[0]);
  }

  /** The cookies of a Cookie header (a session made straight in the database). */
  adopt(cookieHeader: string): void {
    for (const pair of cookieHeader.split(';')) this.keep(pair);
  }

  headers(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    return csrf === undefined ? { cookie } : { cookie, [CSRF_HEADER]: csrf };
  }
}

export interface Call {
  /** Names the request in the tally (e.g. 'search', 'price update'). */
  kind: string;
  method?: string;
  path: string;
  json?: unknown;
  session?: Session;
  /** The client's address as the proxy in front of production reports it (X-Forwarded-For). */
  ip: string;
  /** Statuses the caller may get; anything else is counted as unexpected. */
  expect?: number[];
}

export interface Answer {
  status: number;
  /** The body, parsed when it is JSON (on first read: most loads never look at it). */
  readonly body: unknown;
  setCookies: string[];
}

/**
 * One keep-alive socket per simulated user at most. node:http rather than fetch: the generator shares the
 * machine's cores with the server, and fetch spent about three times the CPU a request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

interface RawAnswer {
  status: number;
  text: string;
  contentType: string;
  setCookies: string[];
}

function request(origin: string, call: Call, headers: Record<string, string>, body: string | undefined): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(origin + call.path, { method: call.method ?? 'GET', headers, agent, timeout: REQUEST_TIMEOUT_MS }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          contentType: incoming.headers['content-type'] ?? '',
          setCookies: incoming.headers['set-cookie'] ?? [],
        }),
      );
    });
    outgoing.on('timeout', () => outgoing.destroy(Object.assign(new Error('no answer in 15 s'), { name: 'TimeoutError' })));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Sends one request, records it in `tally`, and returns the answer, or null when none came (refused, reset, hung). */
export async function send(origin: string, tally: Tally, call: Call): Promise<Answer | null> {
  const headers: Record<string, string> = { 'x-forwarded-for': call.ip, ...call.session?.headers() };
  const body = call.json === undefined ? undefined : JSON.stringify(call.json);
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const started = performance.now();
  tally.kinds.set(call.kind, (tally.kinds.get(call.kind) ?? 0) + 1);
  try {
    const raw = await request(origin, call, headers, body);
    const took = performance.now() - started;
    tally.latenciesMs.push(took);
    if (!tally.latenciesByKind.has(call.kind)) tally.latenciesByKind.set(call.kind, []);
    tally.latenciesByKind.get(call.kind)!.push(took);
    tally.statuses.set(raw.status, (tally.statuses.get(raw.status) ?? 0) + 1);
    if (!(call.expect ?? [200]).includes(raw.status)) {
      tally.noteUnexpected(`${call.kind}: ${call.method ?? 'GET'} ${call.path} → ${raw.status} ${raw.text.slice(0, 200)}`);
    }
    let parsed: { value: unknown } | undefined;
    return {
      status: raw.status,
      setCookies: raw.setCookies,
      get body() {
        parsed ??= { value: raw.contentType.includes('json') ? JSON.parse(raw.text) : raw.text };
        return parsed.value;
      },
    };
  } catch (error) {
    const name = (error as Error).name === 'TimeoutError' ? 'hung (no answer in 15 s)' : `no answer: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
    tally.failures.set(name, (tally.failures.get(name) ?? 0) + 1);
    return null;
  }
}
