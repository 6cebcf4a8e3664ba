import { byDate, byName, byPrice, type EventEntry } from './eventEntry';
import { SortedIndex } from './sortedIndex';

/** Every event, by id and in each order the lists sort by. */
export class EventIndexes {
  private readonly ids = new Map<number, EventEntry>();
  readonly byDate = new SortedIndex(byDate);
  readonly byName = new SortedIndex(byName);
  readonly byPrice = new SortedIndex(byPrice);

  get(id: number): EventEntry | undefined {
    return this.ids.get(id);
  }

  get size(): number {
    return this.ids.size;
  }

  replaceAll(entries: EventEntry[]): void {
    this.ids.clear();
    for (const entry of entries) this.ids.set(entry.id, entry);
    for (const index of this.orders()) index.reset(entries);
  }

  /** Puts `entry` in place of the event's entry, if it had one. */
  put(entry: EventEntry): void {
    this.remove(entry.id);
    this.ids.set(entry.id, entry);
    for (const index of this.orders()) index.insert(entry);
  }

  remove(id: number): void {
    const old = this.ids.get(id);
    if (old === undefined) return;
    this.ids.delete(id);
    for (const index of this.orders()) index.remove(old);
  }

  private orders() {
    return [this.byDate, this.byName, this.byPrice];
  }
}
