import { sql, type Kysely } from 'kysely';

/**
 * A keyed one-off job (an alert to one recipient, the fan-out of one event change) is kept once it has run, marked
 * done, so that its key stays taken: a fan-out retried after some of its sends already went out queues those again
 * under the same keys, and that now does nothing, where it used to alert the same people twice. Done rows are
 * deleted after a week by the retention job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('done_at', 'timestamptz').execute();
  await db.schema.dropIndex('jobs_due').execute();
  await db.schema
    .createIndex('jobs_due')
    .on('jobs')
    .column('run_at')
    .where(sql<boolean>`failed_at is null and done_at is null`)
    .execute();
  await db.schema.createIndex('jobs_done').on('jobs').column('done_at').where(sql.ref('done_at'), 'is not', null).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_done').execute();
  await db.schema.dropIndex('jobs_due').execute();
  await db.deleteFrom('jobs' as never).where(sql<boolean>`done_at is not null`).execute();
  await db.schema.alterTable('jobs').dropColumn('done_at').execute();
  await db.schema.createIndex('jobs_due').on('jobs').column('run_at').where(sql.ref('failed_at'), 'is', null).execute();
}
