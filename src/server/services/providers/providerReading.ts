import type { ProviderDefinition, SampleReading, TryResult } from '../../../shared/providerDefinition';
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

/** Selectors whose keys are the development test keys, never DNS. */
const TEST_SELECTORS = ['mp-demo', 'mp-test'];

/** "Try it": the DKIM verdict against the definition's signing domains, and every field as read. */
export async function tryDefinition(definition: ProviderDefinition, raw: Buffer, resolver: DkimResolver, now: Date, production: boolean): Promise<TryResult> {
  const reading = await readWith(checkedDefinition(definition), raw);
  let first: Awaited<ReturnType<typeof verifyDkim>> | undefined;
  for (const expectedDomain of definition.dkimDomains) {
    const outcome = await verifyDkim(raw, { expectedDomain, now, resolver });
    if (outcome.ok) {
      const keySource = !production && TEST_SELECTORS.includes(outcome.proof.selector) ? 'test-key' : 'dns';
      return { dkim: { pass: true, domain: outcome.proof.domain, selector: outcome.proof.selector, keySource }, ...reading };
    }
    first ??= outcome;
  }
  const failed = first && !first.ok ? first : undefined;
  const reason = failed ? refusalMessage(failed.code, { providerName: definition.name, signingDomain: failed.signingDomain, header: failed.header }) : 'No signature';
  return { dkim: { pass: false, domain: failed?.signingDomain ?? null, selector: null, keySource: production ? 'dns' : 'test-key', reason }, ...reading };
}
