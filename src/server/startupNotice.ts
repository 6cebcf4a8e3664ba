import type { Config } from './config';

/** Said once at start outside production: what such a server shows, and that it must stay on this machine. */
export function developmentModeWarning(config: Pick<Config, 'nodeEnv' | 'host'>): string | null {
  if (config.nodeEnv === 'production') return null;
  return (
    `Development mode is on (NODE_ENV=${config.nodeEnv}, listening on ${config.host}): one-time codes show in /dev/outbox ` +
    'and the public demo DKIM key is trusted, both for this machine only. It must not face a network: set NODE_ENV=production to deploy.'
  );
}
