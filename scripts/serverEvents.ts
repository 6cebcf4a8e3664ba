/** The events a running server sells, as the demo and staging scripts look them up. */
import type { Concert, PagedResponse } from '../src/shared/entities';
import type { ProviderDetail, PublicProvider } from '../src/shared/providerDefinition';

const causeOf = (error: unknown): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

async function getJson<T>(server: string, path: string, hint: string): Promise<T> {
  // Said instead of a bare 'fetch failed': what could not be reached, and what to set.
  const response = await fetch(`${server}${path}`).catch((error: unknown) => {
    throw new Error(`The server is not reachable at ${server} (${causeOf(error)}). ${hint}`);
  });
  if (!response.ok) throw new Error(`GET ${server}${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The event `eventId`, or the first upcoming one sold on `domain`; refused when it is sold elsewhere.
 * `hint` says how to point the script at the server when it cannot be reached.
 */
export async function eventSoldOn(server: string, domain: string, eventId: string | undefined, hint: string): Promise<Concert> {
  let event: Concert | undefined;
  if (eventId !== undefined) event = await getJson<Concert>(server, `/api/concerts/${encodeURIComponent(eventId)}`, hint);
  else event = (await getJson<PagedResponse<Concert>>(server, '/api/concerts?pageSize=100', hint)).content.find((c) => c.expectedDkimDomain === domain);
  if (event === undefined) throw new Error(`no upcoming event sold on ${domain}: pass --event <id>`);
  if (event.expectedDkimDomain !== domain) throw new Error(`event ${event.concertId} is sold on ${event.expectedDkimDomain}, not ${domain}`);
  return event;
}

/**
 * The provider's current definition, as the server's providers table holds it (GET /dev/providers/:slug, which a
 * development server answers on its own machine). A disabled provider takes no listings, so it is refused here.
 */
export async function providerFromServer(server: string, slug: string, hint: string): Promise<ProviderDetail['provider']> {
  const { providers } = await getJson<{ providers: PublicProvider[] }>(server, '/api/providers', hint);
  if (!providers.some((p) => p.slug === slug)) throw new Error(`--provider must be one of ${providers.map((p) => p.slug).join(', ')}`);
  const { provider } = await getJson<{ provider: ProviderDetail['provider'] }>(server, `/dev/providers/${encodeURIComponent(slug)}`, hint);
  if (!provider.enabled) throw new Error(`${provider.name} is disabled on this server: it takes no new listings. Enable it under Providers first.`);
  return provider;
}
