import type { Database } from '#server/db/client';
import { type BatchedJob, type BatchedJobLog, createBatchedJob } from '#server/jobs/create-batched-job';
import { deleteExpiredQuotes } from './delete-expired-quotes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes expired quotes no lead stores, daily, a batch at a time (jobs/create-batched-job.ts,
 * docs/product/issued-quotes.md#retention).
 */
export function createQuoteRetentionJob(options: { db: Database; now: () => Date; log: BatchedJobLog; batchSize?: number }): BatchedJob {
  const batchSize = options.batchSize ?? 5_000;
  return createBatchedJob({
    intervalMs: DAY_MS,
    // After the app has started, and apart from the other retention jobs' first passes.
    firstPassDelayMs: 90_000,
    pauseMs: 250,
    log: options.log,
    runBatch: async () => {
      const batch = await deleteExpiredQuotes(options, { batchSize });
      return { handled: batch.deleted, isDone: batch.isDone };
    },
    describe: {
      handled: (deleted) => [{ deleted }, 'deleted expired quotes no lead stores'],
      failed: 'quote clean-up pass failed; will try again',
    },
  });
}
