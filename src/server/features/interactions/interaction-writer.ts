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
  /** Events refused by the database or lost while it was down, since start (docs/limits.md#tracking-batches). */
  droppedCount: () => number;
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
  let dropped = 0;

  /**
   * A batch the database refuses for its data (one odd row) is written again in halves until only
   * the bad rows are left out, so one visitor's event never takes other customers' with it. A
   * batch that fails for any other reason (the database is down) is not split: it is lost whole.
   */
  const write = async (chunk: Row[]): Promise<void> => {
    try {
      await insertInteractionEventRows(deps.db, chunk);
    } catch (error) {
      if (chunk.length > 1 && isDataError(error)) {
        const half = Math.ceil(chunk.length / 2);
        await write(chunk.slice(0, half));
        await write(chunk.slice(half));
        return;
      }
      dropped += chunk.length;
      deps.log.warn({ err: error, lost: chunk.length, droppedSinceStart: dropped }, 'could not write interaction events');
    }
  };

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    writing = writing.then(async () => {
      for (let i = 0; i < batch.length; i += BATCH_SIZE) {
        await write(batch.slice(i, i + BATCH_SIZE));
      }
    });
    await writing;
  };

  return {
    add: (event, receivedAt) => {
      if (queue.length >= MAX_BACKLOG) {
        dropped += 1;
        return false;
      }
      queue.push(toRow(event, receivedAt));
      if (queue.length >= BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), FLUSH_INTERVAL_MS);
      return true;
    },
    flush,
    close: flush,
    droppedCount: () => dropped,
  };
}

/**
 * SQLSTATE classes that blame the rows, not the database: data exceptions (22), integrity
 * constraints (23), program limits (54), and errors raised by a trigger or function (P0).
 */
function isDataError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return ['22', '23', '54', 'P0'].includes(code.slice(0, 2));
    current = (current as { cause?: unknown }).cause;
  }
  return false;
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
 * batch it is written with: a visitor's stray (or deliberate) U+0000 is dropped instead. Almost no
 * event holds one, and those are passed on as they are, without a copy.
 */
function withoutNulCharacters<T>(value: T): T {
  if (!holdsNulCharacter(value)) return value;
  if (typeof value === 'string') return value.replaceAll('\u0000', '') as T;
  if (Array.isArray(value)) return value.map(withoutNulCharacters) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNulCharacters(item)])) as T;
  }
  return value;
}

function holdsNulCharacter(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNulCharacter);
  if (value !== null && typeof value === 'object') {
    for (const key in value) {
      if (key.includes('\u0000') || holdsNulCharacter((value as Record<string, unknown>)[key])) return true;
    }
  }
  return false;
}
