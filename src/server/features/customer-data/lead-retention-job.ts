import type { Database } from '#server/db/client';
import { type BatchedJob, type BatchedJobLog, createBatchedJob } from '#server/jobs/create-batched-job';
import { anonymiseClosedLeads } from './anonymise-closed-leads';

/** Once a day: leads fall due by the day, and a day's worth is a batch or two. */
export const LEAD_RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The first pass waits two minutes, so it never competes with the app starting up. */
export const LEAD_RETENTION_FIRST_PASS_DELAY_MS = 120_000;
/** Leads per transaction: each batch holds its row locks for milliseconds. */
export const LEAD_RETENTION_BATCH_SIZE = 200;
/** A breath between batches, so a large first clear-out leaves room for the app's own queries. */
export const LEAD_RETENTION_PAUSE_MS = 250;

export type LeadRetentionJobOptions = {
  db: Database;
  now: () => Date;
  log: BatchedJobLog;
  retentionMonths: number;
  intervalMs?: number;
  firstPassDelayMs?: number;
  batchSize?: number;
  pauseMs?: number;
};

export type LeadRetentionJob = BatchedJob;

/**
 * Anonymises leads closed as won or lost more than LEAD_RETENTION_MONTHS ago
 * (docs/product/customer-data.md#retention), a batch at a time (jobs/create-batched-job.ts).
 */
export function createLeadRetentionJob(options: LeadRetentionJobOptions): LeadRetentionJob {
  const batchSize = options.batchSize ?? LEAD_RETENTION_BATCH_SIZE;
  return createBatchedJob({
    intervalMs: options.intervalMs ?? LEAD_RETENTION_INTERVAL_MS,
    firstPassDelayMs: options.firstPassDelayMs ?? LEAD_RETENTION_FIRST_PASS_DELAY_MS,
    pauseMs: options.pauseMs ?? LEAD_RETENTION_PAUSE_MS,
    log: options.log,
    runBatch: async () => {
      const batch = await anonymiseClosedLeads(options, { retentionMonths: options.retentionMonths, batchSize });
      return { handled: batch.anonymised, isDone: batch.isDone };
    },
    describe: {
      handled: (anonymised) => [{ anonymised, retentionMonths: options.retentionMonths }, 'anonymised closed leads'],
      failed: 'lead retention pass failed; will try again',
    },
  });
}
