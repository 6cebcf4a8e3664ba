import { loadConfig } from './config';
import { developmentModeWarning } from './startupNotice';

describe('developmentModeWarning', () => {
  it('warns a development server that it must not face a network', () => {
    expect(developmentModeWarning(loadConfig({}))).toBe(
      'Development mode is on (NODE_ENV=development, listening on 127.0.0.1): one-time codes show in /dev/outbox ' +
        'and the public demo DKIM key is trusted, both for this machine only. It must not face a network: set NODE_ENV=production to deploy.',
    );
  });

  it('says nothing in production', () => {
    expect(developmentModeWarning({ nodeEnv: 'production', host: '0.0.0.0' })).toBeNull();
  });
});
