import { deleteExpiredInteractionEvents } from './delete-expired-interaction-events';
import type { Database } from '#server/db/client';
import { type BatchedJob, type BatchedJobLog, createBatchedJob } from '#server/jobs/create-batched-job';

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
  log: BatchedJobLog;
  retentionDays: number;
  intervalMs?: number;
  firstPassDelayMs?: number;
  batchSize?: number;
  pauseMs?: number;
};

export type InteractionRetentionJob = BatchedJob;

/**
 * Deletes interaction events older than the retention period (INTERACTION_RETENTION_DAYS,
 * docs/product/conversion-analytics.md#retention), a batch at a time (jobs/create-batched-job.ts).
 */
export function createInteractionRetentionJob(options: InteractionRetentionJobOptions): InteractionRetentionJob {
  const batchSize = options.batchSize ?? RETENTION_BATCH_SIZE;
  return createBatchedJob({
    intervalMs: options.intervalMs ?? RETENTION_INTERVAL_MS,
    firstPassDelayMs: options.firstPassDelayMs ?? RETENTION_FIRST_PASS_DELAY_MS,
    pauseMs: options.pauseMs ?? RETENTION_PAUSE_MS,
    log: options.log,
    runBatch: async () => {
      const batch = await deleteExpiredInteractionEvents(options, { retentionDays: options.retentionDays, batchSize });
      return { handled: batch.deleted, isDone: batch.isDone };
    },
    describe: {
      handled: (deleted) => [{ deleted, retentionDays: options.retentionDays }, 'deleted expired interaction events'],
      failed: 'interaction retention pass failed; will try again',
    },
  });
}
