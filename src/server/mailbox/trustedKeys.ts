import type { Config } from '../config';
import { dkimKeyResolver, dnsResolver, loadDkimTestKeys, type DkimResolver } from '../mail/dkimKeys';
import { DEMO_DKIM_RECORDS } from './demoDkimKey';

/**
 * Where the booking check finds DKIM keys. Production: DNS alone (undefined lets mailauth ask it).
 * Elsewhere the demo key, then the DKIM_TEST_KEYS file, then DNS, so real e-mails still verify locally.
 */
export function verificationResolver(config: Pick<Config, 'nodeEnv' | 'dkimTestKeys'>): DkimResolver | undefined {
  if (config.nodeEnv === 'production') return undefined;
  const rest = config.dkimTestKeys === null ? dnsResolver : loadDkimTestKeys(config.dkimTestKeys);
  return dkimKeyResolver(DEMO_DKIM_RECORDS, rest);
}
