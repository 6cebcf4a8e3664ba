import { loadConfig } from './config';
import { problemsOf } from './test/configProblems';

describe('account settings in loadConfig', () => {
  it('defaults to the embedded mode: no identity provider, SMS and e-mail to the outbox, counters in memory', () => {
    expect(loadConfig({})).toMatchObject({
      publicUrl: 'http://localhost:8080',
      mailFrom: 'no-reply@localhost',
      oidc: null,
      sms: null,
      redisUrl: null,
    });
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('reads the identity provider, the SMS provider, Redis and the public URL', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://fantickets.example/',
      MAIL_FROM: 'Fan Tickets <hello@fantickets.example>',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'client-id',
      OIDC_CLIENT_SECRET: 'client-secret',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key',
      MSG91_TEMPLATE_ID: 'template',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      publicUrl: 'https://fantickets.example',
      mailFrom: 'Fan Tickets <hello@fantickets.example>',
      oidc: { issuer: 'https://accounts.google.com', clientId: 'client-id', clientSecret: 'client-secret' },
      sms: { provider: 'msg91', authKey: 'key', templateId: 'template', baseUrl: 'https://control.msg91.com' },
      redisUrl: 'redis://cache:6379',
    });
  });

  it('names what an identity provider or an SMS provider still needs', () => {
    expect(problemsOf({ OIDC_ISSUER: 'https://accounts.google.com', SMS_PROVIDER: 'msg91' })).toEqual([
      'OIDC_CLIENT_ID is required when OIDC_ISSUER is set',
      'OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set',
      'MSG91_AUTH_KEY is required when SMS_PROVIDER is msg91',
      'MSG91_TEMPLATE_ID is required when SMS_PROVIDER is msg91',
    ]);
  });

  it('refuses bad values', () => {
    expect(problemsOf({ SMS_PROVIDER: 'pigeon', REDIS_URL: 'http://cache', PUBLIC_URL: 'fantickets.example' })).toEqual([
      'PUBLIC_URL must be a URL starting with https:// or http://',
      'SMS_PROVIDER must be msg91 or unset (got "pigeon")',
      'REDIS_URL must be a URL starting with redis:// or rediss://',
    ]);
  });

  it('accepts a plain-HTTP issuer (a local provider) only outside production', () => {
    const local = { OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' };
    expect(problemsOf(local)).toEqual([]);
    const production = {
      ...local,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      DATABASE_URL: 'postgres://db/app',
      SMTP_URL: 'smtp://mail:25',
    };
    expect(problemsOf(production)).toEqual(['OIDC_ISSUER must be a URL starting with https://']);
  });
});
