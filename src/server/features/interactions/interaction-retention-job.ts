import { deleteExpiredInteractionEvents } from './delete-expired-interaction-events';
import type { Database } from '#server/db/client';

/** Once a day: old events pile up by the day, and a day's worth is a few small batches. */
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first pass waits a minute, so it never competes with the app starting up. */
export const RETENTION_FIRST_PASS_DELAY_MS = 60_000;
/** Rows per DELETE: each statement takes milliseconds on the indexes, never a long lock. */
export const RETENTION_BATCH_SIZE = 5_000;
/** A breath between batches, so a large first clear-out leaves room for the app's own queries. */
export const RETENTION_PAUSE_MS = 250;

export type InteractionRetentionJobOptions = {
  db: Database;
  now: () => Date;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
  retentionDays: number;
  intervalMs?: number;
  firstPassDelayMs?: number;
  batchSize?: number;
  pauseMs?: number;
};

export type InteractionRetentionJob = {
  start: () => void;
  /** Lets the batch in progress finish, then stops; no batch starts after it. */
  stop: () => Promise<void>;
};

/**
 * Deletes interaction events older than the retention period (INTERACTION_RETENTION_DAYS,
 * docs/product/conversion-analytics.md#retention), in the app process, the way the webhook
 * worker runs its passes: a timer, one pass at a time, a failed pass logged and tried again at
 * the next. A pass deletes in small batches with a pause between them until nothing old is left.
 */
export function createInteractionRetentionJob(options: InteractionRetentionJobOptions): InteractionRetentionJob {
  const intervalMs = options.intervalMs ?? RETENTION_INTERVAL_MS;
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  const pauseMs = options.pauseMs ?? RETENTION_PAUSE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: Promise<void> | undefined;
  let isStopped = true;
  let wakeFromPause: (() => void) | undefined;

  function schedule(delayMs: number) {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = runPass().finally(() => {
        current = undefined;
        schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  function pause(): Promise<void> {
    return new Promise((resolve) => {
      const wait = setTimeout(resolve, pauseMs);
      wait.unref();
      wakeFromPause = () => {
        clearTimeout(wait);
        wakeFromPause = undefined;
        resolve();
      };
    });
  }

  async function runPass() {
    let deleted = 0;
    try {
      while (!isStopped) {
        const batch = await deleteExpiredInteractionEvents(options, { retentionDays: options.retentionDays, batchSize });
        deleted += batch.deleted;
        // Checked again here: stop() may have come while the batch ran, before any pause to cut short.
        if (batch.isDone || isStopped) break;
        await pause();
      }
      if (deleted > 0) options.log.info({ deleted, retentionDays: options.retentionDays }, 'deleted expired interaction events');
    } catch (error) {
      options.log.warn({ err: error, deleted }, 'interaction retention pass failed; will try again');
    }
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(options.firstPassDelayMs ?? RETENTION_FIRST_PASS_DELAY_MS);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      wakeFromPause?.();
      await current;
    },
  };
}
