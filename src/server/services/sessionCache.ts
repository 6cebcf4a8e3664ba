import type { SessionRow, UserRecord } from '../db/tables/accounts';

export interface LiveSession {
  session: SessionRow;
  user: UserRecord;
}

/** How long a looked-up session is kept while changes are heard: a bound on what a lost notification could leave. */
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;
/** Drops a lookup still under way can be checked against; a lookup slower than this many is not kept. */
const REMEMBERED_DROPS = 256;

interface Entry extends LiveSession {
  keptUntil: number;
}

/**
 * The sessions this process has looked up, so a signed-in request does not ask the database again (issue 21:
 * the lookup was one query in six of the mixed load). Kept only while every change is heard: the database
 * announces each change to a user or a session (migration 20261204_0001) and `dropUser` forgets that user's
 * sessions here. A lookup that a drop of its user overtook is used by its request but not kept, as it may
 * predate the change. Off (nothing kept) until `setHearing(true)`, and again whenever the notifications may be missed.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<number, Set<string>>();
  private hearing = false;
  /** Counts drops, so a lookup can tell which happened while it was under way. */
  private drops = 0;
  /** The users of the latest drops (null: everyone), the newest last; a lookup that outlived them all is not kept. */
  private readonly recentDrops: Array<number | null> = [];

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether changes are heard; every change to that makes the cache start empty. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.clear();
  }

  get(id: string): LiveSession | undefined {
    const entry = this.entries.get(id);
    if (entry === undefined) return undefined;
    const now = this.now();
    if (entry.keptUntil <= now || entry.session.expires_at.getTime() <= now) {
      this.forget(id, entry.user.id);
      return undefined;
    }
    return entry;
  }

  /** Looks the session up with `load` unless it is kept; keeps what `load` found if nothing was dropped meanwhile. */
  async lookUp(id: string, load: () => Promise<LiveSession | undefined>): Promise<LiveSession | undefined> {
    const kept = this.get(id);
    if (kept !== undefined) return kept;
    const dropsBefore = this.drops;
    const found = await load();
    if (found !== undefined && this.hearing && !this.droppedSince(dropsBefore, found.user.id)) this.keep(id, found);
    return found;
  }

  dropUser(userId: number): void {
    this.noteDrop(userId);
    const ids = this.byUser.get(userId);
    if (ids === undefined) return;
    for (const id of ids) this.entries.delete(id);
    this.byUser.delete(userId);
  }

  clear(): void {
    this.noteDrop(null);
    this.entries.clear();
    this.byUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private noteDrop(userId: number | null): void {
    this.drops += 1;
    this.recentDrops.push(userId);
    if (this.recentDrops.length > REMEMBERED_DROPS) this.recentDrops.shift();
  }

  /** Whether a drop since the `before`th touched `userId` (or everyone), or more drops came than are remembered. */
  private droppedSince(before: number, userId: number): boolean {
    const since = this.drops - before;
    if (since === 0) return false;
    if (since > this.recentDrops.length) return true;
    for (let i = this.recentDrops.length - since; i < this.recentDrops.length; i += 1) {
      const dropped = this.recentDrops[i];
      if (dropped === null || dropped === userId) return true;
    }
    return false;
  }

  private keep(id: string, found: LiveSession): void {
    if (this.entries.size >= MAX_ENTRIES) {
      const [oldestId, oldest] = this.entries.entries().next().value as [string, Entry];
      this.forget(oldestId, oldest.user.id);
    }
    this.entries.set(id, { ...found, keptUntil: this.now() + this.ttlMs });
    const ids = this.byUser.get(found.user.id) ?? new Set<string>();
    ids.add(id);
    this.byUser.set(found.user.id, ids);
  }

  private forget(id: string, userId: number): void {
    this.entries.delete(id);
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
