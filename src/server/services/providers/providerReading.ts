import type { DkimVerdict, ProviderDefinition, SampleReading, TryResult } from '../../../shared/providerDefinition';
import type { DkimResolver } from '../../mail/dkimKeys';
import { verifyDkim } from '../../mail/dkim';
import { parseMail } from '../../mail/parseMail';
import { bookingSource } from '../../mail/parsers/byProvider';
import { compiledProvider, compileProvider, ProviderRuleError } from '../../mail/providers/compileProvider';
import { readSample } from '../../mail/providers/readBooking';
import { refusalMessage } from '../../mail/refusals';
import { AppError } from '../../http/AppError';

/** A definition checked for saving or trying: one that cannot compile is the caller's mistake (400). */
export function checkedDefinition(definition: ProviderDefinition): ProviderDefinition {
  try {
    compileProvider(definition);
    return definition;
  } catch (error) {
    if (error instanceof ProviderRuleError) throw new AppError(400, error.message);
    throw error;
  }
}

/** What the definition reads from an e-mail (the original, as the provider sent it). */
export async function readWith(definition: ProviderDefinition, raw: Buffer): Promise<SampleReading> {
  return readSample(compiledProvider(definition), bookingSource(await parseMail(raw)));
}

/** Whether DNS itself publishes the key that verified `selector`._domainkey.`domain`, or a test key stood in. */
async function keySourceOf(domain: string, selector: string, resolver: DkimResolver, dns: DkimResolver): Promise<DkimVerdict['keySource']> {
  const name = `${selector}._domainkey.${domain}`;
  const [used, published] = await Promise.all([resolver(name, 'TXT'), dns(name, 'TXT').catch(() => null)]);
  return published !== null && JSON.stringify(published) === JSON.stringify(used) ? 'dns' : 'test-key';
}

/** "Try it": the DKIM verdict against the definition's signing domains, and every field as read. */
export async function tryDefinition(
  definition: ProviderDefinition,
  raw: Buffer,
  { resolver, dns }: { resolver: DkimResolver; dns: DkimResolver },
  now: Date,
  production: boolean,
): Promise<TryResult> {
  const reading = await readWith(checkedDefinition(definition), raw);
  let first: Awaited<ReturnType<typeof verifyDkim>> | undefined;
  for (const expectedDomain of definition.dkimDomains) {
    // Named by the domain that signed: Try it checks one definition, not which provider a mail belongs to.
    const outcome = await verifyDkim(raw, { expectedDomain, providerDomains: [], now, resolver });
    if (outcome.ok) {
      const { domain, selector } = outcome.proof;
      return { dkim: { pass: true, domain, selector, keySource: await keySourceOf(domain, selector, resolver, dns) }, ...reading };
    }
    first ??= outcome;
  }
  const failed = first && !first.ok ? first : undefined;
  const reason = failed ? refusalMessage(failed.code, { providerName: definition.name, signingDomain: failed.signingDomain, header: failed.header }) : 'No signature';
  return { dkim: { pass: false, domain: failed?.signingDomain ?? null, selector: null, keySource: production ? 'dns' : 'test-key', reason }, ...reading };
}
