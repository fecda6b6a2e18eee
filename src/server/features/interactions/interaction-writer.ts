import type { PlacedInteractionEvent } from '#contracts/interactions.contract';
import type { Database } from '#server/db/client';
import type { interactionEvents } from '#server/db/schema';
import { insertInteractionEventRows } from './session-hour-rollup';

/** Rows per insert: one round trip and one fsync for many events. */
const BATCH_SIZE = 500;
/** How long an event may wait for company before it is written. */
const FLUSH_INTERVAL_MS = 250;
/** Past this backlog (the database is down) new events are dropped rather than eat the memory. */
const MAX_BACKLOG = 20_000;

export type InteractionWriter = {
  add: (event: PlacedInteractionEvent, receivedAt: Date) => boolean;
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

type Row = typeof interactionEvents.$inferInsert;

/**
 * Tracking must never slow the funnel (docs/product/shared-behaviour.md#interaction-tracking,
 * docs/decisions/0008-customer-funnels.md): the endpoint answers 202 at once and events
 * are written in batches. Analytics can afford to lose a few hundred milliseconds of events on a
 * crash; it cannot afford to make customers wait. Each batch is folded into the hourly session
 * rollup in the same statement (docs/decisions/0012-analytics-hourly-session-rollup.md).
 */
export function createInteractionWriter(deps: { db: Database; log: { warn: (obj: object, msg: string) => void } }): InteractionWriter {
  let queue: Row[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH_SIZE) {
        const chunk = batch.slice(i, i + BATCH_SIZE);
        try {
          await insertInteractionEventRows(deps.db, chunk);
        } catch (error) {
          deps.log.warn({ err: error, lost: chunk.length }, 'could not write interaction events');
        }
      }
    });
    await writing;
  };

  return {
    add: (event, receivedAt) => {
      if (queue.length >= MAX_BACKLOG) return false;
      queue.push(toRow(event, receivedAt));
      if (queue.length >= BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS);
      return true;
    },
    flush,
    close: flush,
  };
}

function toRow(event: PlacedInteractionEvent, receivedAt: Date): Row {
  const { sessionId, flow, step, action, formStage, source, customerType, timeOnStep, fieldName, ...rest } = withoutNulCharacters(event);
  return {
    sessionId,
    flow,
    step,
    action,
    formStage: formStage ?? null,
    source: source ?? null,
    customerType: customerType ?? null,
    timeOnStepSeconds: timeOnStep === null || timeOnStep === undefined ? null : Math.round(timeOnStep),
    fieldName: fieldName ?? null,
    payload: rest,
    createdAt: receivedAt,
  };
}

/**
 * PostgreSQL stores no NUL character in text or jsonb, and one such event would fail the whole
 * batch it is written with: a visitor's stray (or deliberate) U+0000 is dropped instead.
 */
function withoutNulCharacters<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T;
  if (Array.isArray(value)) return value.map(withoutNulCharacters) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNulCharacters(item)])) as T;
  }
  return value;
}
