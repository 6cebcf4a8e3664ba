import { generateKeyPairSync } from 'node:crypto';

/** The selector a staging key is published under: it names no key the provider itself uses. */
export const STAGING_SELECTOR = 'fantickets-staging';

export interface StagingProviderKey {
  /** STAGING_PROVIDER_KEY's file: the one record a staging server pins beside DNS. */
  record: Record<string, string>;
  /** PEM: stays with the operator, who signs staging bookings with it. */
  privateKey: string;
}

/** A new RSA key for the provider's domain, as `npm run staging:check -- keys` writes it. */
export function makeStagingProviderKey(provider: { domain: string }): StagingProviderKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    record: { [`${STAGING_SELECTOR}._domainkey.${provider.domain}`]: `v=DKIM1; k=rsa; p=${der}` },
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
