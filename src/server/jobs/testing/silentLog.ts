import type { FastifyBaseLogger } from 'fastify';

const nothing = (): void => undefined;

/** A logger that writes nothing, for code under test that wants one. */
export const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: nothing,
  error: nothing,
  warn: nothing,
  info: nothing,
  debug: nothing,
  trace: nothing,
  silent: nothing,
  child: () => silentLog,
};
