import { readFileSync } from 'node:fs';
import type { Config } from '../config';
import { cachingResolver, dkimKeyResolver, dnsResolver, loadDkimTestKeys, type DkimResolver } from '../mail/dkimKeys';
import { demoKeyResolver } from './demoDkimKey';

/** The keys a verification trusts, by who asks for it. */
export interface VerificationResolvers {
  /** A caller on the server's own machine (the demo, the browser journeys): the demo key counts. */
  loopback: DkimResolver;
  /** Anyone else: the demo key's private half is public, so it proves nothing for them. */
  network: DkimResolver;
  /** DNS alone: a key it also answers came from DNS, any other from a test, demo or pinned key. */
  dns: DkimResolver;
}

/**
 * STAGING_PROVIDER_KEY's file: `{ "selector._domainkey.<provider domain>": "v=DKIM1; k=rsa; p=…" }`, exactly
 * one record, for one of the providers' signing domains as the table had them at start (what `npm run staging:check
 * -- keys` writes). Any other shape stops the server at start, so a mistake never widens what is trusted.
 */
export function loadStagingProviderKey(path: string, providerDomains: readonly string[]): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const entries = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
  const [name, record] = entries.length === 1 ? entries[0] : [];
  const domain = typeof name === 'string' ? /^[a-z0-9-]+\._domainkey\.(.+)$/i.exec(name)?.[1]?.toLowerCase() : undefined;
  if (typeof record !== 'string' || domain === undefined || !providerDomains.includes(domain)) {
    throw new Error(`STAGING_PROVIDER_KEY (${path}): expected one record, { "<selector>._domainkey.<provider domain>": "v=DKIM1; …" }, for one of ${providerDomains.join(', ')}`);
  }
  return { [name as string]: record };
}

/**
 * Where the booking check finds DKIM keys. Production: DNS alone, each answer reused for a minute; on a
 * staging host (DEPLOYMENT=staging, refused elsewhere by the configuration) also the one provider key pinned
 * by STAGING_PROVIDER_KEY, under its own selector. Elsewhere the DKIM_TEST_KEYS file, then DNS, so real
 * e-mails still verify locally; and for a caller on this machine the demo key before them. `dns` stands in
 * for DNS in tests. `providerDomains`: every provider's signing domains, read from the table for a staging key.
 */
export function verificationResolvers(
  config: Pick<Config, 'nodeEnv' | 'dkimTestKeys'> & Partial<Pick<Config, 'deployment' | 'stagingProviderKey'>> & { providerDomains?: readonly string[] },
  dns: DkimResolver = dnsResolver,
): VerificationResolvers {
  const live = cachingResolver(dns);
  if (config.nodeEnv === 'production') {
    if (config.deployment !== 'staging' || !config.stagingProviderKey) return { loopback: live, network: live, dns: live };
    const pinned = dkimKeyResolver(loadStagingProviderKey(config.stagingProviderKey, config.providerDomains ?? []), live);
    return { loopback: pinned, network: pinned, dns: live };
  }
  const network = config.dkimTestKeys === null ? live : loadDkimTestKeys(config.dkimTestKeys, live);
  return { loopback: demoKeyResolver(network), network, dns: live };
}

/** The keys a caller on this machine is checked with (the demo's and the mailbox's own checks). */
export function verificationResolver(config: Parameters<typeof verificationResolvers>[0], dns: DkimResolver = dnsResolver): DkimResolver {
  return verificationResolvers(config, dns).loopback;
}
