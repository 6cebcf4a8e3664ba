import type { Kysely } from 'kysely';
import type { User } from '../../../shared/entities';
import {
  BOOKING_FIELDS,
  PROVIDER_LIMITS,
  RESERVED_PROVIDER_SLUGS,
  RESERVED_SLUG_MESSAGE,
  type FieldChange,
  type ProviderDefinition,
  type ProviderDetail,
  type ProviderSample,
  type ProviderSaved,
  type ProviderSummary,
  type PublicProvider,
  type SampleReading,
} from '../../../shared/providerDefinition';
import type { Database, Db } from '../../db/database';
import {
  findProvider,
  insertProvider,
  insertProviderSample,
  insertProviderVersion,
  listProviders,
  listProviderSamples,
  listProviderVersions,
  lockProvider,
  providerSigningWith,
  sampleCounts,
  setProviderEnabled,
  type ProviderRow,
} from '../../db/repositories/providers.repo';
import { AppError } from '../../http/AppError';
import { recordAdminAction } from '../auditLog.service';
import { isUniqueViolation } from '../uniqueViolation';
import { checkedDefinition, readWith } from './providerReading';

export const PROVIDER_ERRORS = {
  notFound: 'There is no provider with that slug',
  slugTaken: 'A provider with that slug or domain exists already',
  reserved: RESERVED_SLUG_MESSAGE,
  slugChanged: "A provider's slug cannot change",
  domainChanged: "The first DKIM domain names the provider's events and cannot change; add other domains after it",
  domainTaken: (slug: string) => `Another provider (${slug}) already signs with one of these DKIM domains`,
  noFullSample: 'Keep a sample confirmation that this version reads fully (every field, and a confirmation subject) before enabling the provider',
  tooManySamples: `A provider keeps ${PROVIDER_LIMITS.maxSamples} samples at most`,
};

function summary(row: ProviderRow, samples: number): ProviderSummary {
  return { slug: row.slug, name: row.definition.name, enabled: row.enabled, version: row.version, updatedAt: row.updated_at.toISOString(), sampleCount: samples };
}

function current(row: ProviderRow): ProviderDetail['provider'] {
  return { ...row.definition, version: row.version, enabled: row.enabled };
}

async function found(db: Db, slug: string): Promise<ProviderRow> {
  const row = await findProvider(db, slug);
  if (!row) throw new AppError(404, PROVIDER_ERRORS.notFound);
  return row;
}

export async function providerSummaries(db: Db): Promise<ProviderSummary[]> {
  const [rows, counts] = await Promise.all([listProviders(db), sampleCounts(db)]);
  return rows.map((row) => summary(row, counts.get(row.id) ?? 0));
}

async function readSamples(db: Db, row: ProviderRow): Promise<ProviderSample[]> {
  const samples = await listProviderSamples(db, row.id);
  return Promise.all(samples.map(async (s) => ({ id: s.id, addedAt: s.added_at.toISOString(), fileName: s.file_name, result: await readWith(row.definition, s.raw) })));
}

/** The provider's current version, as the demo forward writes its e-mail from it. */
export async function currentProvider(db: Db, slug: string): Promise<ProviderDetail['provider']> {
  return current(await found(db, slug));
}

export async function providerDetail(db: Db, slug: string): Promise<ProviderDetail> {
  const row = await found(db, slug);
  const versions = await listProviderVersions(db, row.id);
  return {
    provider: current(row),
    versions: versions.map((v) => ({ version: v.version, createdAt: v.created_at.toISOString(), createdBy: v.created_by })),
    samples: await readSamples(db, row),
  };
}

async function refuseTakenDomains(db: Db, definition: ProviderDefinition, exceptId: number | null): Promise<void> {
  const taken = await providerSigningWith(db, definition.dkimDomains, exceptId);
  if (taken) throw new AppError(409, PROVIDER_ERRORS.domainTaken(taken));
}

/** A new provider, disabled, at version 1. */
export async function createProvider(db: Kysely<Database>, admin: User, definition: ProviderDefinition): Promise<ProviderSummary> {
  checkedDefinition(definition);
  if (RESERVED_PROVIDER_SLUGS.includes(definition.slug)) throw new AppError(400, PROVIDER_ERRORS.reserved);
  try {
    return await db.transaction().execute(async (tx) => {
      await refuseTakenDomains(tx, definition, null);
      const id = await insertProvider(tx, definition, admin.id);
      await recordAdminAction(tx, { actor: { adminId: admin.id }, action: 'provider.create', target: { type: 'provider', id }, before: null, after: { version: 1, definition } });
      return summary((await findProvider(tx, definition.slug))!, 0);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, PROVIDER_ERRORS.slugTaken);
    throw error;
  }
}

function valuesOf(reading: SampleReading): Map<string, string> {
  return new Map(reading.fields.map((f) => [f.field, f.value]));
}

function fieldChanges(before: SampleReading, after: SampleReading): FieldChange[] {
  const [was, now] = [valuesOf(before), valuesOf(after)];
  return BOOKING_FIELDS.filter((f) => was.get(f) !== now.get(f)).map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}

/** A new version of a provider; each kept sample is re-read with it and its changes reported field by field. */
export async function saveProviderVersion(db: Kysely<Database>, admin: User, slug: string, definition: ProviderDefinition): Promise<ProviderSaved> {
  checkedDefinition(definition);
  if (definition.slug !== slug) throw new AppError(400, PROVIDER_ERRORS.slugChanged);
  return db.transaction().execute(async (tx) => {
    const row = await lockProvider(tx, slug);
    if (!row) throw new AppError(404, PROVIDER_ERRORS.notFound);
    if (definition.dkimDomains[0] !== row.domain) throw new AppError(400, PROVIDER_ERRORS.domainChanged);
    await refuseTakenDomains(tx, definition, row.id);
    const version = row.version + 1;
    await insertProviderVersion(tx, row.id, version, definition, admin.id);
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'provider.edit',
      target: { type: 'provider', id: row.id },
      before: { version: row.version, definition: row.definition },
      after: { version, definition },
    });
    const samples = await listProviderSamples(tx, row.id);
    const changes = await Promise.all(
      samples.map(async (s) => {
        const [before, after] = await Promise.all([readWith(row.definition, s.raw), readWith(definition, s.raw)]);
        return { sampleId: s.id, fileName: s.file_name, complete: readsFully(after), changes: fieldChanges(before, after) };
      }),
    );
    return { provider: { ...definition, version, enabled: row.enabled }, samples: changes };
  });
}

function readsFully(reading: SampleReading): boolean {
  return reading.missing.length === 0 && reading.subject === 'confirmation';
}

/** Enabling needs a kept sample the current version reads fully (the shipped rows start enabled); disabling stops new listings only. */
export async function setEnabled(db: Kysely<Database>, admin: User, slug: string, enabled: boolean): Promise<ProviderSummary> {
  return db.transaction().execute(async (tx) => {
    const row = await lockProvider(tx, slug);
    if (!row) throw new AppError(404, PROVIDER_ERRORS.notFound);
    const samples = await readSamples(tx, row);
    if (enabled && !row.enabled && !samples.some((s) => readsFully(s.result))) throw new AppError(409, PROVIDER_ERRORS.noFullSample);
    if (row.enabled !== enabled) {
      await setProviderEnabled(tx, row.id, enabled);
      await recordAdminAction(tx, {
        actor: { adminId: admin.id },
        action: enabled ? 'provider.enable' : 'provider.disable',
        target: { type: 'provider', id: row.id },
        before: { enabled: row.enabled, version: row.version },
        after: { enabled, version: row.version },
      });
    }
    return summary((await findProvider(tx, slug))!, samples.length);
  });
}

/** Keeps a sample e-mail with the provider's current version; later versions re-read it. */
export async function addSample(db: Kysely<Database>, admin: User, slug: string, fileName: string, raw: Buffer): Promise<ProviderSample> {
  return db.transaction().execute(async (tx) => {
    const row = await lockProvider(tx, slug);
    if (!row) throw new AppError(404, PROVIDER_ERRORS.notFound);
    const kept = await listProviderSamples(tx, row.id);
    if (kept.length >= PROVIDER_LIMITS.maxSamples) throw new AppError(409, PROVIDER_ERRORS.tooManySamples);
    const result = await readWith(row.definition, raw);
    const sample = await insertProviderSample(tx, { providerId: row.id, version: row.version, fileName, raw, addedBy: admin.id });
    await recordAdminAction(tx, {
      actor: { adminId: admin.id },
      action: 'provider.sample',
      target: { type: 'provider', id: row.id },
      before: null,
      after: { sampleId: sample.id, fileName, version: row.version, missing: result.missing },
    });
    return { id: sample.id, addedAt: sample.added_at.toISOString(), fileName: sample.file_name, result };
  });
}

/** What the wizard, the meet-up guide and the event form show of every provider. */
export async function publicProviders(db: Db): Promise<PublicProvider[]> {
  return (await listProviders(db)).map((row) => ({ slug: row.slug, name: row.definition.name, domain: row.domain, enabled: row.enabled, ...row.definition.sellerHelp }));
}

/** Every provider's current version, as the booking check takes them. */
export async function knownProviders(db: Db) {
  return (await listProviders(db)).map((row) => ({ definition: row.definition, version: row.version, enabled: row.enabled, id: row.id }));
}
