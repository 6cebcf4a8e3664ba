/** Server configuration, read once from the environment and checked before anything starts. */

import addressparser from 'nodemailer/lib/addressparser';
import { DEFAULT_PRICE_CAP_PERCENT, type PriceCapPercent } from '../shared/fairPrice';
import { posthogHostFor } from '../shared/posthogHost';
import { days, milliseconds, oneOf, portNumber, required, text, urlWithScheme, type Env } from './configReaders';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

export type NodeEnv = 'development' | 'production' | 'test';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const MAILBOX_MODES = ['embedded', 'off'] as const;
export const BACKGROUND_JOBS_MODES = ['on', 'off'] as const;
export type MailboxMode = (typeof MAILBOX_MODES)[number];
export const DEPLOYMENTS = ['production', 'staging'] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];

export interface Config {
  port: number;
  /** 127.0.0.1 outside production: a development server shows every code in its outbox. */
  host: string;
  /** Which proxies' X-Forwarded-For to believe (TRUST_PROXY); false believes none. */
  trustProxy: TrustProxy;
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
  /** Where this process takes inbound mail: 'embedded' runs it beside the API, 'off' leaves it to `npm run mailbox`. */
  mailboxMode: MailboxMode;
  mailboxSmtpHost: string;
  /** 0 picks a free port (tests). */
  mailboxSmtpPort: number;
  /** imap(s)://user:pass@host:port/INBOX: read a hosted mailbox instead of listening for SMTP; null listens. */
  mailboxImapUrl: string | null;
  /** How long create-from-verified-email waits for the seller's e-mail. */
  mailboxWaitMs: number;
  /** A JSON file of extra DKIM key records trusted outside production (tests, demos); null for none. */
  dkimTestKeys: string | null;
  /** 'staging' marks a production-mode host that is not production (DEPLOYMENT); only there may a provider key be pinned. */
  deployment: Deployment;
  /**
   * A JSON file with one provider DKIM key record trusted beside DNS on a staging host (STAGING_PROVIDER_KEY),
   * so the whole production mailbox path can be tried with a booking e-mail the operator signs; null for none.
   */
  stagingProviderKey: string | null;
  /** Fill an empty database with demo events, sellers and listings. */
  seedDemo: boolean;
  /** Where browsers reach this server (no trailing slash); the identity provider redirects back to it. */
  publicUrl: string;
  /** From address of outbound e-mail. */
  mailFrom: string;
  /** Google (any OpenID Connect provider) sign-in; null when not set up. */
  oidc: OidcConfig | null;
  /** Real SMS delivery; null sends text messages to the dev outbox. */
  sms: SmsConfig | null;
  /** Rate-limit counters live here when set; otherwise in process memory. */
  redisUrl: string | null;
  /**
   * The analytics host the client build sends events to (POSTHOG_HOST, or PostHog's default when only
   * POSTHOG_KEY is set): the content security policy lets the page reach it.
   */
  posthogHost: string | null;
  /** How far above face value a ticket may be listed, in whole percent; null when PRICE_CAP_PERCENT=off. */
  priceCapPercent: PriceCapPercent;
  /** Whether this process runs background jobs (off in tests, which run them by hand). */
  backgroundJobs: boolean;
  /** Days a raw inbound e-mail that proved no listing is kept (one that proved a listing goes within minutes). */
  mailRetentionDays: number;
  /** The Web Push identity (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither); null generates keys into dataDir. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** The contact push services see (VAPID_SUBJECT): mailto: or https:. */
  vapidSubject: string;
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SmsConfig {
  provider: 'msg91';
  authKey: string;
  templateId: string;
  /** The provider's API origin; tests point it at a local stand-in. */
  baseUrl: string;
}

export const MIN_SESSION_SECRET_LENGTH = 32;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function oidcConfig(env: Env, production: boolean, problems: string[]): OidcConfig | null {
  const issuer = urlWithScheme(env, 'OIDC_ISSUER', production ? ['https:'] : ['https:', 'http:'], problems);
  if (issuer === null) return null;
  return {
    issuer,
    clientId: required(env, 'OIDC_CLIENT_ID', 'OIDC_ISSUER is set', problems),
    clientSecret: required(env, 'OIDC_CLIENT_SECRET', 'OIDC_ISSUER is set', problems),
  };
}

function smsConfig(env: Env, problems: string[]): SmsConfig | null {
  const provider = text(env, 'SMS_PROVIDER');
  if (provider === undefined) return null;
  if (provider !== 'msg91') {
    problems.push(`SMS_PROVIDER must be msg91 or unset (got "${provider}")`);
    return null;
  }
  return {
    provider,
    authKey: required(env, 'MSG91_AUTH_KEY', 'SMS_PROVIDER is msg91', problems),
    templateId: required(env, 'MSG91_TEMPLATE_ID', 'SMS_PROVIDER is msg91', problems),
    baseUrl: urlWithScheme(env, 'MSG91_BASE_URL', ['https:', 'http:'], problems) ?? 'https://control.msg91.com',
  };
}

function vapidKeys(env: Env, problems: string[]): { publicKey: string; privateKey: string } | null {
  const publicKey = text(env, 'VAPID_PUBLIC_KEY');
  const privateKey = text(env, 'VAPID_PRIVATE_KEY');
  if (publicKey === undefined && privateKey === undefined) return null;
  if (publicKey === undefined || privateKey === undefined) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
    return null;
  }
  if (!/^[\w-]{87}$/.test(publicKey) || !/^[\w-]{43}$/.test(privateKey)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be the base64url keys `npx web-push generate-vapid-keys` prints');
    return null;
  }
  return { publicKey, privateKey };
}

const MAX_PRICE_CAP_PERCENT = 1000;

function priceCapPercent(env: Env, problems: string[]): PriceCapPercent {
  const raw = text(env, 'PRICE_CAP_PERCENT');
  if (raw === undefined) return DEFAULT_PRICE_CAP_PERCENT;
  if (raw.toLowerCase() === 'off') return null;
  if (!/^\d{1,4}$/.test(raw) || Number(raw) > MAX_PRICE_CAP_PERCENT) {
    problems.push(`PRICE_CAP_PERCENT must be a whole number from 0 to ${MAX_PRICE_CAP_PERCENT}, or off (got "${raw}")`);
    return DEFAULT_PRICE_CAP_PERCENT;
  }
  return Number(raw);
}

/**
 * The address alone of a From like `FanTickets <no-reply@fantickets.in>`: the push services' contact must be a
 * plain mailto: URL, and Apple's refuses a token whose subject is not one.
 */
function bareAddress(from: string | undefined): string | undefined {
  if (from === undefined) return undefined;
  const [first] = addressparser(from, { flatten: true });
  return first?.address || undefined;
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
  const dkimTestKeys = text(env, 'DKIM_TEST_KEYS') ?? null;
  const deployment = oneOf(env, 'DEPLOYMENT', DEPLOYMENTS, 'production', problems);
  const stagingProviderKey = text(env, 'STAGING_PROVIDER_KEY') ?? null;
  if (stagingProviderKey !== null && deployment !== 'staging') {
    problems.push('STAGING_PROVIDER_KEY is for a staging host only (DEPLOYMENT=staging): production trusts DNS alone for DKIM keys');
  }
  if (production) {
    if (dkimTestKeys !== null) problems.push('DKIM_TEST_KEYS must not be set in production: keys come from DNS there');
    if (sessionSecret === null) {
      problems.push(`SESSION_SECRET is required in production (at least ${MIN_SESSION_SECRET_LENGTH} characters)`);
    }
    if (databaseUrl === null) problems.push('DATABASE_URL is required in production (postgres://…)');
    if (smtpUrl === null) problems.push('SMTP_URL is required in production (smtp://… or smtps://…)');
  }

  const port = portNumber(env, 'PORT', 8080, problems);
  const publicUrl = urlWithScheme(env, 'PUBLIC_URL', ['https:', 'http:'], problems) ?? `http://localhost:${port}`;
  const config: Config = {
    port,
    host: text(env, 'HOST') ?? (production ? '0.0.0.0' : '127.0.0.1'),
    trustProxy: parseTrustProxy(text(env, 'TRUST_PROXY'), problems),
    dataDir: text(env, 'DATA_DIR') ?? './data',
    databaseUrl,
    nodeEnv,
    sessionSecret,
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info', problems),
    staticDir: text(env, 'STATIC_DIR') ?? 'dist/public',
    smtpUrl,
    verifyMailbox,
    mailboxMode: oneOf(env, 'MAILBOX_MODE', MAILBOX_MODES, 'embedded', problems),
    mailboxSmtpHost: text(env, 'MAILBOX_SMTP_HOST') ?? '127.0.0.1',
    mailboxSmtpPort: portNumber(env, 'MAILBOX_SMTP_PORT', 2525, problems, 0),
    mailboxImapUrl: urlWithScheme(env, 'MAILBOX_IMAP_URL', ['imap:', 'imaps:'], problems),
    mailboxWaitMs: milliseconds(env, 'MAILBOX_WAIT_MS', 90_000, problems),
    dkimTestKeys,
    deployment,
    stagingProviderKey,
    seedDemo: seedRaw === 'true',
    publicUrl: publicUrl.replace(/\/+$/, ''),
    mailFrom: text(env, 'MAIL_FROM') ?? 'no-reply@localhost',
    oidc: oidcConfig(env, production, problems),
    sms: smsConfig(env, problems),
    redisUrl: urlWithScheme(env, 'REDIS_URL', ['redis:', 'rediss:'], problems),
    posthogHost: posthogHostFor(text(env, 'POSTHOG_KEY'), urlWithScheme(env, 'POSTHOG_HOST', ['https:', 'http:'], problems)),
    priceCapPercent: priceCapPercent(env, problems),
    backgroundJobs: oneOf(env, 'BACKGROUND_JOBS', BACKGROUND_JOBS_MODES, nodeEnv === 'test' ? 'off' : 'on', problems) === 'on',
    mailRetentionDays: days(env, 'MAIL_RETENTION_DAYS', 7, problems),
    vapid: vapidKeys(env, problems),
    vapidSubject: urlWithScheme(env, 'VAPID_SUBJECT', ['mailto:', 'https:'], problems) ?? `mailto:${bareAddress(text(env, 'MAIL_FROM')) ?? 'no-reply@localhost'}`,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
