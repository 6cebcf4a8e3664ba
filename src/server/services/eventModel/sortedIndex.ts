/**
 * Items kept in an order, changed one at a time: a change moves one item (a binary search and a splice) instead
 * of sorting them all again. `compare` must be a total order, so that an item's place is found by its keys.
 */
export class SortedIndex<T> {
  private list: T[] = [];

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get items(): readonly T[] {
    return this.list;
  }

  reset(items: Iterable<T>): void {
    this.list = [...items].sort(this.compare);
  }

  /** The first position whose item `before` does not hold for (items before it hold). */
  firstNot(before: (item: T) => boolean): number {
    let low = 0;
    let high = this.list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (before(this.list[middle])) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(item: T): void {
    this.list.splice(this.placeOf(item), 0, item);
  }

  remove(item: T): void {
    const at = this.placeOf(item);
    if (this.list[at] === item) this.list.splice(at, 1);
  }

  private placeOf(item: T): number {
    return this.firstNot((other) => this.compare(other, item) < 0);
  }
}
