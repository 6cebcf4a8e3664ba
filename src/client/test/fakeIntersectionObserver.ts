import { act } from '@testing-library/react';

type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const live = new Set<FakeIntersectionObserver>();

/** jsdom has no IntersectionObserver; this one reports only when a test says an element is in view. */
class FakeIntersectionObserver {
  readonly elements: Element[] = [];
  constructor(
    private readonly callback: Callback,
    readonly options: IntersectionObserverInit = {},
  ) {
    live.add(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    live.delete(this);
  }
  takeRecords() {
    return [];
  }
  report() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** Call at the top of a test file. */
export function installFakeIntersectionObserver() {
  beforeEach(() => {
    live.clear();
    Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver });
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
}

/** Every watched element comes into view (or within the observer's margin). */
export function bringSentinelsIntoView() {
  act(() => {
    for (const observer of [...live]) observer.report();
  });
}

/** The rootMargin of the observers watching now. */
export function observerMargins(): string[] {
  return [...live].map((observer) => observer.options.rootMargin ?? '');
}
