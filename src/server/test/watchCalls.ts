export interface Watched {
  /** Calls so far. */
  readonly calls: number;
  /** Resolves at the next call. */
  next(): Promise<void>;
  restore(): void;
}

/** Counts the calls of `method` on `target` (which still runs) and tells when the next one comes. */
export function watch<T extends object>(target: T, method: keyof T & string): Watched {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  let calls = 0;
  const waiting: Array<() => void> = [];
  const spy = jest.spyOn(target, method as never).mockImplementation(((...args: unknown[]) => {
    calls += 1;
    for (const resolve of waiting.splice(0)) resolve();
    return original(...args);
  }) as never);
  return {
    get calls() {
      return calls;
    },
    next: () => new Promise((resolve) => waiting.push(resolve)),
    restore: () => spy.mockRestore(),
  };
}
