/**
 * A job that runs in the app process on a timer, the way the webhook worker runs its passes: one
 * pass at a time, a failed pass logged and tried again at the next. A pass works through small
 * batches with a pause between them until nothing is left, so a large first clear-out leaves room
 * for the app's own queries. The retention jobs are its users
 * (docs/product/conversion-analytics.md#retention, docs/product/customer-data.md#retention).
 */
export type BatchedJobLog = { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };

export type BatchedJobOptions = {
  intervalMs: number;
  firstPassDelayMs: number;
  pauseMs: number;
  log: BatchedJobLog;
  /** One batch: how many rows it handled, and whether nothing is left for this pass. */
  runBatch: () => Promise<{ handled: number; isDone: boolean }>;
  /** What a pass that handled rows logs, and what a failed pass logs. */
  describe: { handled: (handled: number) => [details: object, message: string]; failed: string };
};

export type BatchedJob = {
  start: () => void;
  /** Lets the batch in progress finish, then stops; no batch starts after it. */
  stop: () => Promise<void>;
};

export function createBatchedJob(options: BatchedJobOptions): BatchedJob {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | undefined;
  let isStopped = true;
  let wakeFromPause: (() => void) | undefined;

  function schedule(delayMs: number) {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = runPass().finally(() => {
        current = undefined;
        schedule(options.intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const wait = setTimeout(resolve, options.pauseMs);
      wait.unref();
      wakeFromPause = () => {
        clearTimeout(wait);
        wakeFromPause = undefined;
        resolve();
      };
    });
  }

  async function runPass() {
    let handled = 0;
    try {
      while (!isStopped) {
        const batch = await options.runBatch();
        handled += batch.handled;
        // Checked again here: stop() may have come while the batch ran, before any pause to cut short.
        if (batch.isDone || isStopped) break;
        await pause();
      }
      if (handled > 0) options.log.info(...options.describe.handled(handled));
    } catch (error) {
      options.log.warn({ err: error, handled }, options.describe.failed);
    }
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(options.firstPassDelayMs);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      wakeFromPause?.();
      await current;
    },
  };
}
