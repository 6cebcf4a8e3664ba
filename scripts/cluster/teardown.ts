/** What a run started, stopped in the reverse order on the way out, whether the run passed, failed or was interrupted. */
export class Teardown {
  private readonly steps: { name: string; stop: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop });
  }

  /** Runs every step once (a second call waits for the first); a step that fails is reported and the rest still run. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const { name, stop } of this.steps.splice(0).reverse()) {
        try {
          await stop();
        } catch (error) {
          console.error(`could not stop ${name}:`, error);
        }
      }
    })();
    return this.running;
  }
}
