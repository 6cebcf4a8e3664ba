import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JobRunner } from './jobRunner';
import type { Clock, JobHandler } from './jobTypes';
import { retentionJobs, type RetentionOptions } from './retention';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export interface JobsPluginOptions extends RetentionOptions {
  /** Whether this process runs jobs (BACKGROUND_JOBS); when off it can still enqueue them for the others. */
  run: boolean;
  /** The one-off jobs beside the periodic retention ones (alerts). */
  handlers: Record<string, JobHandler>;
  clock?: Clock;
}

/** The app's job runner: started once the app is ready, stopped (its jobs in hand finished) before the database closes. */
async function jobsPlugin(app: FastifyInstance, options: JobsPluginOptions): Promise<void> {
  const periodic = retentionJobs(options);
  const runner = new JobRunner({
    db: app.db,
    log: app.log.child({ component: 'jobs' }),
    handlers: { ...options.handlers, ...Object.fromEntries(periodic.map((job) => [job.kind, job.run])) },
    periodic,
    clock: options.clock,
  });
  app.decorate('jobs', runner);
  if (!options.run) return;
  app.addHook('onReady', () => runner.start());
  app.addHook('preClose', () => runner.stop());
}

export default fp(jobsPlugin, { name: 'jobs', fastify: '5.x', dependencies: ['db'] });
