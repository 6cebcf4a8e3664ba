import { sql } from 'kysely';
import type { ProviderDefinition } from '../../../shared/providerDefinition';
import type { Db } from '../database';

export interface ProviderRow {
  id: number;
  slug: string;
  domain: string;
  enabled: boolean;
  version: number;
  updated_at: Date;
  definition: ProviderDefinition;
}

function withCurrent(db: Db) {
  return db
    .selectFrom('providers as p')
    .innerJoin('provider_versions as v', (j) => j.onRef('v.provider_id', '=', 'p.id').onRef('v.version', '=', 'p.current_version'))
    .select(['p.id', 'p.slug', 'p.domain', 'p.enabled', 'p.current_version as version', 'p.updated_at', 'v.definition']);
}

/** Every provider at its current version, by name. */
export function listProviders(db: Db): Promise<ProviderRow[]> {
  return withCurrent(db).orderBy('p.slug').execute();
}

export function findProvider(db: Db, slug: string): Promise<ProviderRow | undefined> {
  return withCurrent(db).where('p.slug', '=', slug).executeTakeFirst();
}

/** The provider row locked for a change (a new version, enabling), so two saves cannot take one version number. */
export function lockProvider(db: Db, slug: string): Promise<ProviderRow | undefined> {
  return withCurrent(db).where('p.slug', '=', slug).forUpdate('p').executeTakeFirst();
}

export async function insertProvider(db: Db, definition: ProviderDefinition, createdBy: number): Promise<number> {
  const { id } = await db.insertInto('providers').values({ slug: definition.slug, domain: definition.dkimDomains[0] }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('provider_versions').values({ provider_id: id, version: 1, definition: JSON.stringify(definition), created_by: createdBy }).execute();
  return id;
}

export async function insertProviderVersion(db: Db, providerId: number, version: number, definition: ProviderDefinition, createdBy: number): Promise<void> {
  await db.insertInto('provider_versions').values({ provider_id: providerId, version, definition: JSON.stringify(definition), created_by: createdBy }).execute();
  await db.updateTable('providers').set({ current_version: version, updated_at: sql`now()` }).where('id', '=', providerId).execute();
}

export async function setProviderEnabled(db: Db, providerId: number, enabled: boolean): Promise<void> {
  await db.updateTable('providers').set({ enabled, updated_at: sql`now()` }).where('id', '=', providerId).execute();
}

export function listProviderVersions(db: Db, providerId: number) {
  return db
    .selectFrom('provider_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(['v.version', 'v.created_at', 'u.email as created_by'])
    .where('v.provider_id', '=', providerId)
    .orderBy('v.version', 'desc')
    .execute();
}

export async function listProviderSamples(db: Db, providerId: number) {
  const rows = await db.selectFrom('provider_samples').select(['id', 'added_at', 'file_name', 'raw']).where('provider_id', '=', providerId).orderBy('id').execute();
  // PGlite returns bytea as a Uint8Array.
  return rows.map((row) => ({ ...row, raw: Buffer.from(row.raw) }));
}

export async function sampleCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.selectFrom('provider_samples').select(['provider_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('provider_id').execute();
  return new Map(rows.map((r) => [r.provider_id, Number(r.n)]));
}

export async function insertProviderSample(db: Db, sample: { providerId: number; version: number; fileName: string; raw: Buffer; addedBy: number }) {
  return db
    .insertInto('provider_samples')
    .values({ provider_id: sample.providerId, version: sample.version, file_name: sample.fileName, raw: sample.raw, added_by: sample.addedBy })
    .returning(['id', 'added_at', 'file_name'])
    .executeTakeFirstOrThrow();
}

/** Whether another provider already signs with one of these domains (a domain proves one provider only). */
export async function providerSigningWith(db: Db, domains: readonly string[], exceptId: number | null): Promise<string | undefined> {
  const rows = await listProviders(db);
  const taken = rows.find((r) => r.id !== exceptId && r.definition.dkimDomains.some((d) => domains.includes(d)));
  return taken?.slug;
}
