import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

/** The server's VAPID identity: push services check each message's signature against the public key. */
export interface VapidKeys {
  /** mailto: or https: contact a push service may use (RFC 8292). */
  subject: string;
  publicKey: string;
  privateKey: string;
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

export interface VapidSource {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both set or both null (config.ts checks). */
  publicKey: string | null;
  privateKey: string | null;
  subject: string;
  dataDir: string;
}

/**
 * The keys from the environment, or else generated once into DATA_DIR (a browser's subscription is tied to the
 * public key, so it must survive restarts; several processes must share them through the environment).
 * An in-memory DATA_DIR gets fresh keys.
 */
export async function resolveVapidKeys(source: VapidSource): Promise<VapidKeys> {
  if (source.publicKey !== null && source.privateKey !== null) {
    return { subject: source.subject, publicKey: source.publicKey, privateKey: source.privateKey };
  }
  if (source.dataDir === ':memory:') return { subject: source.subject, ...webpush.generateVAPIDKeys() };
  const file = join(source.dataDir, VAPID_KEYS_FILE);
  const saved = await readFile(file, 'utf8').then(parseKeys, () => null);
  if (saved !== null) return { subject: source.subject, ...saved };
  const keys = webpush.generateVAPIDKeys();
  await mkdir(source.dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { subject: source.subject, ...keys };
}

function parseKeys(text: string): { publicKey: string; privateKey: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { publicKey, privateKey } = value as Record<string, unknown>;
    return typeof publicKey === 'string' && typeof privateKey === 'string' ? { publicKey, privateKey } : null;
  } catch {
    return null;
  }
}
