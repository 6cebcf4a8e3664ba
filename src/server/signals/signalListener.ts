import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { SignalChannel } from './channels';
import type { SignalSource } from './signalSource';

export type SignalHandler = (payload: string) => void;

/** Hears the database's notifications on a few channels. */
export interface SignalListener {
  listen(channel: SignalChannel, handler: SignalHandler): Promise<void>;
  /**
   * After a lost connection is made again: what was sent in between was never heard, so whoever keeps
   * something it would have cleared must clear it now.
   */
  onReconnect(handler: () => void): void;
  /** While this is false (not connected yet, or lost), what other processes do goes unheard. */
  readonly hearing: boolean;
  /** When the connection is lost: from then on, until onReconnect, nothing is heard. */
  onLost(handler: () => void): void;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** The embedded database is in this process: its notifications arrive after the statement that sent them. */
function pgliteListener(source: Extract<SignalSource, { kind: 'pglite' }>): SignalListener {
  const stops: Array<() => Promise<void>> = [];
  return {
    async listen(channel, handler) {
      stops.push(await source.pglite.listen(channel, handler));
    },
    onReconnect() {
      // One process, one connection: nothing is ever missed.
    },
    hearing: true,
    onLost() {
      // Never lost.
    },
    async close() {
      if (source.pglite.closed) return;
      for (const stop of stops.splice(0)) await stop();
    },
  };
}

/**
 * A connection of its own to the PostgreSQL server (a pooled one would go back to the pool and stop
 * listening), made again after it is lost, with a growing wait.
 */
class PostgresListener implements SignalListener {
  private client: Client | undefined;
  private readonly handlers = new Map<string, SignalHandler[]>();
  private readonly reconnectHandlers: Array<() => void> = [];
  private readonly lostHandlers: Array<() => void> = [];
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async listen(channel: SignalChannel, handler: SignalHandler): Promise<void> {
    const known = this.handlers.get(channel);
    if (known !== undefined) {
      known.push(handler);
      return;
    }
    this.handlers.set(channel, [handler]);
    if (this.client !== undefined) await this.client.query(`listen "${channel}"`);
  }

  onReconnect(handler: () => void): void {
    this.reconnectHandlers.push(handler);
  }

  get hearing(): boolean {
    return this.client !== undefined;
  }

  onLost(handler: () => void): void {
    this.lostHandlers.push(handler);
  }

  /** Connects and listens; a failure is logged and retried in the background (the API serves meanwhile). */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.log.warn({ err: error }, 'signals: cannot listen on the database yet; cached reads rely on their lifetime until it can');
      this.retryLater();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.connectionString, keepAlive: true, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    try {
      for (const channel of this.handlers.keys()) await client.query(`listen "${channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private lost(client: Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    this.log.warn('signals: lost the listening connection to the database; connecting again');
    for (const handler of this.lostHandlers) handler();
    this.retryLater();
  }

  private retryLater(): void {
    if (this.closed) return;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.closed) return;
          this.log.info('signals: listening on the database again');
          for (const handler of this.reconnectHandlers) handler();
        },
        () => this.retryLater(),
      );
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
  }
}

/** A listener on the database `source` describes; the PostgreSQL one is connected once this resolves (or retrying). */
export async function openSignalListener(source: SignalSource, log: FastifyBaseLogger): Promise<SignalListener> {
  if (source.kind === 'pglite') return pgliteListener(source);
  const listener = new PostgresListener(source.connectionString, log);
  await listener.start();
  return listener;
}
