import { EventEmitter } from 'node:events';

export interface NextArrival {
  /** Settles when a message from the sender is stored, or after the given time, whichever comes first. */
  arrived: Promise<void>;
  cancel(): void;
}

/**
 * Tells verifications waiting in this process that a sender's message has just been stored, so they
 * answer at once instead of on their next database poll. Senders are lower-cased addresses.
 */
export class InboundMailNotifier {
  private readonly events = new EventEmitter();

  constructor() {
    // One listener per waiting verification; there is no leak to warn about.
    this.events.setMaxListeners(0);
  }

  /** How many waits are listening for this sender's mail now: none once every verification has ended. */
  waiting(sender: string): number {
    return this.events.listenerCount(sender);
  }

  stored(sender: string): void {
    this.events.emit(sender);
  }

  next(sender: string, withinMs: number): NextArrival {
    let cancel = (): void => undefined;
    const arrived = new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.events.off(sender, done);
        resolve();
      };
      const timer = setTimeout(done, withinMs);
      this.events.once(sender, done);
      cancel = done;
    });
    return { arrived, cancel };
  }
}
