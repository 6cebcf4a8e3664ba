/** What a run started, stopped in the reverse order on the way out, whether the run passed, failed or was interrupted. */
export class Teardown {
  private readonly steps: { name: string; stop: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;
  private done = false;

  /** Once the teardown has run, whatever is added (something that finished starting late) is stopped at once. */
  add(name: string, stop: () => Promise<void>): void {
    this.steps.push({ name, stop });
    if (this.done) void this.run();
  }

  /** Runs every step once, the last added first; a step that fails is reported and the rest still run. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (let step = this.steps.pop(); step !== undefined; step = this.steps.pop()) {
        try {
          await step.stop();
        } catch (error) {
          console.error(`could not stop ${step.name}:`, error);
        }
      }
      this.running = undefined;
      this.done = true;
    })();
    return this.running;
  }
}
