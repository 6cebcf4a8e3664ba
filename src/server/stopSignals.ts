import type { FastifyBaseLogger } from 'fastify';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops the process once on SIGTERM or SIGINT, however often they come. A signal to the whole process group
 * (systemd's default KillMode, Ctrl-C in a terminal) reaches the server directly and again through whatever
 * started it, which forwards it: with a one-time handler that second signal found none and killed the process
 * while it was closing PGlite, leaving its lock behind. Later signals are only noted.
 */
export function stopOnSignals(log: FastifyBaseLogger, what: string, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.info({ signal }, `${what} already shutting down`);
      return;
    }
    stopping = true;
    log.info({ signal }, `${what} shutting down`);
    // A stuck connection must not keep a stopped container alive forever.
    setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Exit as soon as everything is closed rather than letting the event loop drain: Node's teardown puts the
    // default signal actions back, and a forwarded signal landing in that window ended the closed process by the
    // signal instead of its exit code (stopSignals.test.ts, once, on a loaded machine).
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
