import { loadConfig } from './config';
import { problemsOf } from './test/configProblems';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  DATABASE_URL: 'postgres://db/app',
  SMTP_URL: 'smtp://mail',
};

describe('mailbox settings in loadConfig', () => {
  it('defaults to an SMTP listener on loopback inside the API, waiting 90 s for an e-mail', () => {
    expect(loadConfig({})).toMatchObject({
      mailboxMode: 'embedded',
      mailboxSmtpHost: '127.0.0.1',
      mailboxSmtpPort: 2525,
      mailboxImapUrl: null,
      mailboxWaitMs: 90_000,
      dkimTestKeys: null,
    });
  });

  it('reads each setting, a free port (0) included', () => {
    const config = loadConfig({
      MAILBOX_MODE: 'off',
      MAILBOX_SMTP_HOST: '0.0.0.0',
      MAILBOX_SMTP_PORT: '0',
      MAILBOX_IMAP_URL: 'imaps://verify:secret@imap.example.com/INBOX',
      MAILBOX_WAIT_MS: '1500',
      DKIM_TEST_KEYS: '/tmp/keys.json',
    });
    expect(config).toMatchObject({ mailboxMode: 'off', mailboxSmtpHost: '0.0.0.0', mailboxSmtpPort: 0, mailboxWaitMs: 1500, dkimTestKeys: '/tmp/keys.json' });
    expect(config.mailboxImapUrl).toBe('imaps://verify:secret@imap.example.com/INBOX');
  });

  it('names bad values', () => {
    expect(problemsOf({ MAILBOX_MODE: 'split', MAILBOX_IMAP_URL: 'pop3://x', MAILBOX_WAIT_MS: 'soon' })).toEqual([
      'MAILBOX_MODE must be one of embedded, off (got "split")',
      'MAILBOX_IMAP_URL must be a URL starting with imap:// or imaps://',
      'MAILBOX_WAIT_MS must be a whole number of milliseconds, 1 or more (got "soon")',
    ]);
  });

  it('refuses extra DKIM keys in production', () => {
    expect(problemsOf(PRODUCTION)).toEqual([]);
    expect(problemsOf({ ...PRODUCTION, DKIM_TEST_KEYS: '/tmp/keys.json' })).toEqual([
      'DKIM_TEST_KEYS must not be set in production: keys come from DNS there',
    ]);
  });

  it('refuses a pinned provider key in production, and takes it on a host that says it is staging', () => {
    expect(problemsOf({ ...PRODUCTION, STAGING_PROVIDER_KEY: '/etc/fantickets/staging/provider-key.json' })).toEqual([
      'STAGING_PROVIDER_KEY is for a staging host only (DEPLOYMENT=staging): production trusts DNS alone for DKIM keys',
    ]);
    expect(problemsOf({ ...PRODUCTION, DEPLOYMENT: 'production', STAGING_PROVIDER_KEY: '/etc/fantickets/staging/provider-key.json' })).toHaveLength(1);
    expect(problemsOf({ ...PRODUCTION, DEPLOYMENT: 'live' })).toEqual(['DEPLOYMENT must be one of production, staging (got "live")']);
    expect(loadConfig({ ...PRODUCTION, DEPLOYMENT: 'staging', STAGING_PROVIDER_KEY: '/etc/fantickets/staging/provider-key.json' })).toMatchObject({
      deployment: 'staging',
      stagingProviderKey: '/etc/fantickets/staging/provider-key.json',
    });
    // A staging host is still production: test keys stay refused there.
    expect(problemsOf({ ...PRODUCTION, DEPLOYMENT: 'staging', DKIM_TEST_KEYS: '/tmp/keys.json' })).toEqual([
      'DKIM_TEST_KEYS must not be set in production: keys come from DNS there',
    ]);
  });
});
