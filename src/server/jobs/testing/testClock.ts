import type { Clock } from '../jobTypes';

/** A clock that stands still until a test moves it. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start = '2026-11-24T10:00:00Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}
