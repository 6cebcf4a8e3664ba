import type { ProviderDefinition } from '../../../shared/providerDefinition';
import { compiledProvider } from '../providers/compileProvider';
import { tidySubject } from '../providers/readBooking';

export interface SubjectMatch {
  event: string;
  id?: string;
}

/** The event (and booking id) a subject names — its `event` and `id` parts — if it is that provider's confirmation subject. */
export function readSubject(provider: ProviderDefinition, subject: string): SubjectMatch | null {
  const tidy = tidySubject(subject);
  for (const pattern of compiledProvider(provider).confirmation) {
    const matcher = pattern.matcher(tidy);
    if (!matcher.find()) continue;
    const named = pattern.namedGroups() as Record<string, number>;
    const event = named.event === undefined ? tidy : matcher.group('event')?.trim() ?? tidy;
    const id = named.id === undefined ? undefined : matcher.group('id') ?? undefined;
    return id === undefined ? { event } : { event, id };
  }
  return null;
}

/** The first provider whose confirmation subject the subject matches. */
export function providerBySubject<P extends ProviderDefinition>(providers: readonly P[], subject: string): P | undefined {
  return providers.find((p) => readSubject(p, subject) !== null);
}
