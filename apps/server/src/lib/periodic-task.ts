/**
 * Runs `task` every `intervalMs` and whenever `run()` is called, one round at a time (a call while a
 * round is running is skipped). Failures go to `onError`; `stop()` waits for the running round.
 */
export function startPeriodicTask(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
