import type { Config } from '../config';
import { cachingResolver, dkimKeyResolver, dnsResolver, loadDkimTestKeys, type DkimResolver } from '../mail/dkimKeys';
import { DEMO_DKIM_RECORDS } from './demoDkimKey';

/**
 * Where the booking check finds DKIM keys. Production: DNS alone, each answer reused for a minute.
 * Elsewhere the demo key, then the DKIM_TEST_KEYS file, then DNS, so real e-mails still verify locally.
 * `dns` stands in for DNS in tests.
 */
export function verificationResolver(config: Pick<Config, 'nodeEnv' | 'dkimTestKeys'>, dns: DkimResolver = dnsResolver): DkimResolver {
  const live = cachingResolver(dns);
  if (config.nodeEnv === 'production') return live;
  const rest = config.dkimTestKeys === null ? live : loadDkimTestKeys(config.dkimTestKeys, live);
  return dkimKeyResolver(DEMO_DKIM_RECORDS, rest);
}
