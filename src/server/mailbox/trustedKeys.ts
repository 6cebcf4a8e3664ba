import type { Config } from '../config';
import { cachingResolver, dkimKeyResolver, dnsResolver, loadDkimTestKeys, type DkimResolver } from '../mail/dkimKeys';
import { DEMO_DKIM_RECORDS } from './demoDkimKey';

/** The keys a verification trusts, by who asks for it. */
export interface VerificationResolvers {
  /** A caller on the server's own machine (the demo, the browser journeys): the demo key counts. */
  loopback: DkimResolver;
  /** Anyone else: the demo key's private half is public, so it proves nothing for them. */
  network: DkimResolver;
}

/**
 * Where the booking check finds DKIM keys. Production: DNS alone, each answer reused for a minute.
 * Elsewhere the DKIM_TEST_KEYS file, then DNS, so real e-mails still verify locally; and for a caller on
 * this machine the demo key before them. `dns` stands in for DNS in tests.
 */
export function verificationResolvers(config: Pick<Config, 'nodeEnv' | 'dkimTestKeys'>, dns: DkimResolver = dnsResolver): VerificationResolvers {
  const live = cachingResolver(dns);
  if (config.nodeEnv === 'production') return { loopback: live, network: live };
  const network = config.dkimTestKeys === null ? live : loadDkimTestKeys(config.dkimTestKeys, live);
  return { loopback: dkimKeyResolver(DEMO_DKIM_RECORDS, network), network };
}

/** The keys a caller on this machine is checked with (the demo's and the mailbox's own checks). */
export function verificationResolver(config: Pick<Config, 'nodeEnv' | 'dkimTestKeys'>, dns: DkimResolver = dnsResolver): DkimResolver {
  return verificationResolvers(config, dns).loopback;
}
