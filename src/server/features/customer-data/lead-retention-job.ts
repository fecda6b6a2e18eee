import type { Database } from '#server/db/client';
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
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
  retentionMonths: number;
  intervalMs?: number;
  firstPassDelayMs?: number;
  batchSize?: number;
  pauseMs?: number;
};

export type LeadRetentionJob = {
  start: () => void;
  /** Lets the batch in progress finish, then stops; no batch starts after it. */
  stop: () => Promise<void>;
};

/**
 * Anonymises leads closed as won or lost more than LEAD_RETENTION_MONTHS ago
 * (docs/product/customer-data.md#retention), shaped as the interaction retention job: a timer, one
 * pass at a time, a failed pass logged and tried again at the next, small batches with a pause
 * between them until nothing due is left.
 */
export function createLeadRetentionJob(options: LeadRetentionJobOptions): LeadRetentionJob {
  const intervalMs = options.intervalMs ?? LEAD_RETENTION_INTERVAL_MS;
  const batchSize = options.batchSize ?? LEAD_RETENTION_BATCH_SIZE;
  const pauseMs = options.pauseMs ?? LEAD_RETENTION_PAUSE_MS;
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
    let anonymised = 0;
    try {
      while (!isStopped) {
        const batch = await anonymiseClosedLeads(options, { retentionMonths: options.retentionMonths, batchSize });
        anonymised += batch.anonymised;
        // Checked again here: stop() may have come while the batch ran, before any pause to cut short.
        if (batch.isDone || isStopped) break;
        await pause();
      }
      if (anonymised > 0) options.log.info({ anonymised, retentionMonths: options.retentionMonths }, 'anonymised closed leads');
    } catch (error) {
      options.log.warn({ err: error, anonymised }, 'lead retention pass failed; will try again');
    }
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(options.firstPassDelayMs ?? LEAD_RETENTION_FIRST_PASS_DELAY_MS);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      wakeFromPause?.();
      await current;
    },
  };
}
