import { loadConfig } from './config';
import { problemsOf } from './test/configProblems';

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  it('gives local defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      trustProxy: false,
      dataDir: './data',
      databaseUrl: null,
      nodeEnv: 'development',
      sessionSecret: null,
      logLevel: 'info',
      staticDir: 'dist/public',
      smtpUrl: null,
      mailboxSmtpPort: 2525,
      seedDemo: true,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://app@db:5432/app',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/srv/public',
      SMTP_URL: 'smtp://mail:25',
      VERIFY_MAILBOX: 'verify@fanseats.in',
      MAILBOX_SMTP_PORT: '2526',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://app@db:5432/app',
      sessionSecret: SECRET,
      logLevel: 'warn',
      verifyMailbox: 'verify@fanseats.in',
      mailboxSmtpPort: 2526,
      seedDemo: false,
    });
  });

  it('listens on every interface only in production, where nothing shows codes', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: SECRET, DATABASE_URL: 'postgres://a@b/c', SMTP_URL: 'smtp://m:25' };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['2', 2],
    ['0', false],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, ::1, fd00::/8, loopback', ['10.0.0.0/8', '::1', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', ','])('refuses TRUST_PROXY=%s', (raw) => {
    expect(problemsOf({ TRUST_PROXY: raw })).toEqual([
      `TRUST_PROXY must be a hop count (0-99) or a comma-separated list of proxy addresses, CIDR ranges, loopback, linklocal or uniquelocal (got "${raw}")`,
    ]);
  });

  it.each(['0', '65536', 'abc', '80.5', '-1'])('rejects PORT=%s with a clear message', (port) => {
    expect(problemsOf({ PORT: port })).toEqual([`PORT must be a whole number from 1 to 65535 (got "${port}")`]);
  });

  it('names each bad value at once', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', NODE_ENV: 'staging', MAILBOX_SMTP_PORT: 'x' })).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'MAILBOX_SMTP_PORT must be a whole number from 0 to 65535 (got "x")',
    ]);
  });

  it('refuses production without its secrets, listing every missing one', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET is required in production (at least 32 characters)',
      'DATABASE_URL is required in production (postgres://…)',
      'SMTP_URL is required in production (smtp://… or smtps://…)',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET[\s\S]*DATABASE_URL[\s\S]*SMTP_URL/);
  });

  it('refuses a short session secret', () => {
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET must be at least 32 characters long']);
  });

  it('starts in production with everything set, without demo data', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: SECRET,
      DATABASE_URL: 'postgresql://db/app',
      SMTP_URL: 'smtps://user:pass@mail:465',
    });
    expect(config.nodeEnv).toBe('production');
    expect(config.seedDemo).toBe(false);
  });
});
