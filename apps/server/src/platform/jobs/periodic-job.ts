import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob<Result> {
  /** Runs one pass now, or joins the pass in progress (tests; the timer keeps its own schedule). */
  runOnce(): Promise<Result>;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * A pass of background work every `intervalMs` (and once `firstPassAfterMs` after start, when given), one pass
 * at a time per process. A failing pass is logged as `failureMessage` and answered as `onFailure`; the next pass
 * tries again. The timers do not keep the process alive. Several instances may run the same job: each pass must
 * be safe to run at once with another's (the passes claim rows with SKIP LOCKED).
 */
export function startPeriodicJob<Result>(options: {
  pass: () => Promise<Result>;
  intervalMs: number;
  firstPassAfterMs?: number;
  log?: FastifyBaseLogger;
  failureMessage: string;
  onFailure: Result;
}): PeriodicJob<Result> {
  let running: Promise<Result> | undefined;
  let stopped = false;
  const runOnce = () => {
    running ??= options
      .pass()
      .catch((error: unknown) => {
        options.log?.error({ err: error }, options.failureMessage);
        return options.onFailure;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const tick = () => {
    if (!stopped) void runOnce();
  };
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  const first = options.firstPassAfterMs === undefined ? undefined : setTimeout(tick, options.firstPassAfterMs);
  first?.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
