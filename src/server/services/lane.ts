/**
 * Runs at most `size` pieces of work at once; the rest wait their turn, first come first served. A finished piece
 * hands its place straight to the next in line.
 */
export class Lane {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`a lane needs a size of at least 1, not ${size}`);
  }

  /** How many pieces are running now. */
  get active(): number {
    return this.running;
  }

  /** How many pieces wait for a place. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
