/** Server configuration, read once from the environment and checked before anything starts. */

export type NodeEnv = 'development' | 'production' | 'test';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database and the generated local session secret; ':memory:' keeps nothing. */
  dataDir: string;
  /** postgres://… when set; otherwise the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  nodeEnv: NodeEnv;
  /** Null until resolved: production requires it, local mode generates one in dataDir (see sessionSecret.ts). */
  sessionSecret: string | null;
  logLevel: LogLevel;
  /** The built SPA. */
  staticDir: string;
  /** Outbound mail; null sends to the dev outbox. */
  smtpUrl: string | null;
  verifyMailbox: string;
  mailboxSmtpPort: number;
  /** Fill an empty database with demo events, sellers and listings. */
  seedDemo: boolean;
}

export const MIN_SESSION_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

function portNumber(env: Env, name: string, fallback: number, problems: string[]): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= 65535)) {
    problems.push(`${name} must be a whole number from 1 to 65535 (got "${raw}")`);
    return fallback;
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T, problems: string[]): T {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }
  return raw as T;
}

function urlWithScheme(env: Env, name: string, schemes: string[], problems: string[]): string | null {
  const raw = text(env, name);
  if (raw === undefined) return null;
  let ok = false;
  try {
    ok = schemes.includes(new URL(raw).protocol);
  } catch {
    ok = false;
  }
  if (!ok) problems.push(`${name} must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}`);
  return raw;
}

/** Pure: the same environment always gives the same Config or the same ConfigError listing every problem. */
export function loadConfig(env: Env): Config {
  const problems: string[] = [];
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development', problems);
  const production = nodeEnv === 'production';
  const sessionSecret = text(env, 'SESSION_SECRET') ?? null;
  const databaseUrl = urlWithScheme(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], problems);
  const smtpUrl = urlWithScheme(env, 'SMTP_URL', ['smtp:', 'smtps:'], problems);
  const verifyMailbox = text(env, 'VERIFY_MAILBOX') ?? 'verify@localhost';
  if (!/^[^\s@]+@[^\s@]+$/.test(verifyMailbox)) problems.push('VERIFY_MAILBOX must be an e-mail address');
  const seedRaw = oneOf(env, 'SEED_DEMO', ['true', 'false'], production ? 'false' : 'true', problems);

  if (sessionSecret !== null && sessionSecret.length < MIN_SESSION_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SESSION_SECRET_LENGTH} characters long`);
  }
  if (production) {
    if (sessionSecret === null) {
      problems.push(`SESSION_SECRET is required in production (at least ${MIN_SESSION_SECRET_LENGTH} characters)`);
    }
    if (databaseUrl === null) problems.push('DATABASE_URL is required in production (postgres://…)');
    if (smtpUrl === null) problems.push('SMTP_URL is required in production (smtp://… or smtps://…)');
  }

  const config: Config = {
    port: portNumber(env, 'PORT', 8080, problems),
    host: text(env, 'HOST') ?? '0.0.0.0',
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl,
    nodeEnv,
    sessionSecret,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info', problems),
    staticDir: text(env, 'STATIC_DIR') ?? 'dist/public',
    smtpUrl,
    verifyMailbox,
    mailboxSmtpPort: portNumber(env, 'MAILBOX_SMTP_PORT', 2525, problems),
    seedDemo: seedRaw === 'true',
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
