import type { FastifyInstance } from 'fastify';
import type { SessionCache } from '../services/sessionCache';

type Waiter = (userId: number) => void;
const waiters = new WeakMap<SessionCache, Set<Waiter>>();

/** The waiters told of each user `cache` drops, wrapping its dropUser the first time. */
function waitersOf(cache: SessionCache): Set<Waiter> {
  const known = waiters.get(cache);
  if (known !== undefined) return known;
  const fresh = new Set<Waiter>();
  waiters.set(cache, fresh);
  const drop = cache.dropUser.bind(cache);
  cache.dropUser = (userId: number) => {
    drop(userId);
    for (const waiter of [...fresh]) waiter(userId);
  };
  return fresh;
}

/**
 * Resolves once every one of `apps` has heard that the account `userId` changed: the database's `accounts` signal
 * (or the process's own write) dropped the sessions it kept for them. It is what a process waits for before a change
 * made elsewhere (SQL, the admin command, another process) reaches a kept session. Call it before the change.
 */
export async function accountHeard(apps: FastifyInstance[], userId: number): Promise<void> {
  await Promise.all(
    apps.map((app) => {
      const set = waitersOf(app.sessionCache);
      return new Promise<void>((resolve) => {
        const waiter: Waiter = (dropped) => {
          if (dropped !== userId) return;
          set.delete(waiter);
          resolve();
        };
        set.add(waiter);
      });
    }),
  );
}
