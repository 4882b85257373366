/**
 * Runs `task` every `intervalMs` and whenever `run()` is called, one round at a time. A call while a round is
 * running asks for one more round right after it (calls meanwhile add nothing more): what was committed after the
 * running round read its work is not left for the next tick. Failures go to `onError`; `stop()` waits for the
 * running round.
 */
export function startPeriodicTask(task: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void) {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = task()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
