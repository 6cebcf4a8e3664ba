import { sql } from 'kysely';
import type { Db } from '../database';

export interface SeenDkimKey {
  domain: string;
  selector: string;
  keyFingerprint: string;
  /** The TXT record's p= value. */
  publicKey: string;
}

/**
 * Records that this key verified a signature at `seenAt`: a new key is stored with first = last seen,
 * a known one only moves its last seen forward. Returns the key's id.
 */
export async function recordDkimKeySeen(db: Db, key: SeenDkimKey, seenAt: Date): Promise<number> {
  const row = await db
    .insertInto('dkim_keys')
    .values({
      domain: key.domain.toLowerCase(),
      selector: key.selector.toLowerCase(),
      key_fingerprint: key.keyFingerprint,
      public_key: key.publicKey,
      first_seen_at: seenAt,
      last_seen_at: seenAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['domain', 'selector', 'key_fingerprint'])
        .doUpdateSet({ last_seen_at: sql`greatest(dkim_keys.last_seen_at, excluded.last_seen_at)` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
