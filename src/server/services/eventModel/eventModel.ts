import type { ResolvedPage } from '../../../shared/paging';
import type { Db } from '../../db/database';
import { loadEventEntries, loadEventEntry } from '../../db/repositories/eventEntries.repo';
import type { ConcertFilter, ConcertSort } from '../../db/repositories/concerts.repo';
import type { CacheScope } from '../cacheScope';
import type { JsonPage } from '../catalogue.service';
import { toEntry, type EventEntry } from './eventEntry';
import { EventIndexes } from './eventIndexes';
import { eventListPage } from './eventPages';

export interface EventModelOptions {
  /** How long a reading of every event serves before it is read again (changes nobody signalled: views, SQL by hand). */
  lifetimeMs: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * Every event with its figures and card, held in this process and kept current by the writes it hears (its own
 * and, through signals, every other process's), so that an event list of any filter, order and page is written
 * without a query (docs/decisions/event-model.md). Used only while every write is heard; otherwise lists go to
 * the database.
 *
 * A read waits for the changes heard before it arrived: a write's answer goes out after its change is heard
 * here, so its writer never reads what it changed from before it.
 */
export class EventModel {
  private readonly indexes = new EventIndexes();
  private readonly pending = new Set<Promise<void>>();
  private hearing = false;
  private loaded = false;
  private loadedAt = -Infinity;
  /** Counts changes heard; an event's refresh applies only over older news of it. */
  private heardCount = 0;
  private readonly appliedAt = new Map<number, number>();
  /** The count when the reading of every event now held began: refreshes asked for before it are older. */
  private wholeAt = 0;
  private wholeRunning: Promise<void> | null = null;
  private wholeQueued: Promise<void> | null = null;
  private failures = 0;
  private texts = 0;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly options: EventModelOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Whether every write is heard now; when hearing resumes, what was missed is read again before the next list. */
  setHearing(hearing: boolean): void {
    if (hearing && !this.hearing) this.loaded = false;
    this.hearing = hearing;
  }

  /** A write (here or in another process) changed `scope`. */
  changed(scope: CacheScope): void {
    if (scope.kind === 'nothing') return;
    // Before the first reading of every event is held, the one under way may have begun before this change.
    if (!this.loaded) {
      if (this.wholeRunning !== null) this.track(this.readWhole());
      return;
    }
    this.track(scope.kind === 'everything' ? this.readWhole() : this.refresh(scope.eventId));
  }

  /** The list page, or null when the model cannot answer for the database now (not hearing, or a read of it failed). */
  async page(filter: ConcertFilter, page: ResolvedPage<ConcertSort>): Promise<JsonPage | null> {
    if (!(await this.ready())) return null;
    return eventListPage(this.indexes, filter, page, this.nowMicros());
  }

  /**
   * Waits for the changes heard so far; whether the model may answer for the database (hearing every write, and
   * every reading it waited for succeeded).
   */
  async ready(): Promise<boolean> {
    if (!this.hearing) return false;
    const failuresBefore = this.failures;
    await this.current();
    return this.failures === failuresBefore && this.loaded;
  }

  /** The event as held now (after `ready`). */
  entry(id: number): EventEntry | undefined {
    return this.indexes.get(id);
  }

  /** Moves whenever an event's own fields (what search matches on) changed, or events came or went. */
  get textGeneration(): number {
    return this.texts;
  }

  nowMicros(): number {
    return this.now() * 1000;
  }

  private current(): Promise<unknown> {
    const age = this.now() - this.loadedAt;
    if (!this.loaded || age > 2 * this.options.lifetimeMs) this.track(this.wholeRunning ?? this.readWhole());
    else if (age > this.options.lifetimeMs && this.wholeRunning === null) void this.readWhole().catch((error) => this.failed(error));
    return this.pending.size === 0 ? Promise.resolve() : Promise.all([...this.pending]);
  }

  private track(work: Promise<void>): void {
    const settled = work.catch((error) => this.failed(error));
    this.pending.add(settled);
    void settled.finally(() => this.pending.delete(settled));
  }

  private failed(error: unknown): void {
    this.failures += 1;
    this.loaded = false;
    this.options.onError?.(error);
  }

  /** Reads every event again, after the reading under way if there is one (it may have begun before the change). */
  private readWhole(): Promise<void> {
    if (this.wholeQueued !== null) return this.wholeQueued;
    if (this.wholeRunning === null) return this.startWhole();
    const queued = this.wholeRunning.catch(() => undefined).then(() => {
      this.wholeQueued = null;
      return this.startWhole();
    });
    this.wholeQueued = queued;
    return queued;
  }

  private startWhole(): Promise<void> {
    const run = (async () => {
      const since = this.heardCount;
      const startedAt = this.now();
      const rows = await loadEventEntries(this.db);
      // An event refreshed since this reading began is newer than its row here: it keeps its entry, with its new rank.
      const entries = rows.map((row) => {
        const kept = (this.appliedAt.get(row.id) ?? 0) > since ? this.indexes.get(row.id) : undefined;
        return kept !== undefined && kept.name === row.name ? { ...kept, nameRank: row.name_rank } : toEntry(row);
      });
      // Search's held matches stay while no event came, went or changed its own fields.
      if (entries.length !== this.indexes.size || entries.some((entry) => this.indexes.get(entry.id)?.headHash !== entry.headHash)) this.texts += 1;
      this.indexes.replaceAll(entries);
      this.wholeAt = since;
      for (const [id, at] of this.appliedAt) if (at <= since) this.appliedAt.delete(id);
      this.loaded = true;
      this.loadedAt = startedAt;
    })();
    this.wholeRunning = run;
    void run.catch(() => undefined).finally(() => {
      if (this.wholeRunning === run) this.wholeRunning = null;
    });
    return run;
  }

  private async refresh(id: number): Promise<void> {
    this.heardCount += 1;
    const mine = this.heardCount;
    const row = await loadEventEntry(this.db, id);
    if (mine <= this.wholeAt || mine <= (this.appliedAt.get(id) ?? 0)) return;
    this.appliedAt.set(id, mine);
    const old = this.indexes.get(id);
    if (row === undefined) {
      if (old === undefined) return;
      this.indexes.remove(id);
      this.texts += 1;
      return;
    }
    // Only a reading of every event ranks a new or renamed one among the rest.
    if (old === undefined || old.name !== row.name) return this.readWhole();
    if (old.headHash !== row.head_hash) this.texts += 1;
    this.indexes.put(toEntry(row, old.nameRank));
  }
}
