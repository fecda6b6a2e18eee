import type { CreateLeadBody } from '#contracts/leads.contract';
import { IDEMPOTENCY_KEY_HEADER } from '#contracts/wire-constants';
import { apiRequest, isApiError, lazyEndpoint } from '#client/lib/api-client';
import { createRandomId } from '#client/lib/random-id';

// The outbox starts with every page: the contract loads with the first save
// (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
const createLead = lazyEndpoint({ method: 'POST', path: '/api/leads' }, async () => (await import('#contracts/leads.contract')).createLead);

/**
 * The browser's lead outbox (docs/product/leads.md#browser-outbox: a lead that fails to save is not lost).
 * Every save is written to localStorage with its own idempotency key before it is sent, and
 * stays there until the server answers. Retries back off from 1 s to 60 s and resume on the
 * next page load, so a lead saved while offline arrives when the customer next opens the site.
 * The server answers a repeated key with the first result, so a retry never duplicates a lead.
 *
 * Saves are sent one at a time, oldest first: a funnel's draft, method and final saves share a
 * funnel key and must reach the server in the order the customer made them.
 */

export const LEAD_OUTBOX_STORAGE_KEY = 'handyman.leadOutbox.v1';

/** The retry policy (ours, docs/product/leads.md#browser-outbox): 1 s, 2 s, 4 s … capped at 60 s. */
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 60_000;

/** A save older than this is given up: the customer's details are stale by then. */
const MAX_ENTRY_AGE_MS = 30 * 24 * 60 * 60 * 1000;

type OutboxEntry = {
  idempotencyKey: string;
  body: CreateLeadBody;
  attempts: number;
  createdAt: number;
};

/** 408 and 429 are "try later"; any other 4xx means the body itself is refused. */
function isPermanentFailure(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

export function toRetryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1));
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    typeof entry.idempotencyKey === 'string' &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    typeof entry.attempts === 'number' &&
    typeof entry.createdAt === 'number'
  );
}

function readEntries(): OutboxEntry[] {
  try {
    const raw = window.localStorage.getItem(LEAD_OUTBOX_STORAGE_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch (error) {
    console.warn('The lead outbox could not be read', error);
    return [];
  }
}

function writeEntries(entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(LEAD_OUTBOX_STORAGE_KEY);
    else window.localStorage.setItem(LEAD_OUTBOX_STORAGE_KEY, JSON.stringify(entries));
  } catch (error) {
    // Storage full or blocked (private mode): the save is still attempted from memory.
    console.warn('The lead outbox could not be stored', error);
  }
}

/** Re-read before each change: another tab may have delivered or added entries meanwhile. */
function updateEntries(change: (entries: OutboxEntry[]) => OutboxEntry[]): void {
  writeEntries(change(readEntries()));
}

/** Entries kept in memory too, for browsers where localStorage is unavailable. */
let memoryEntries: OutboxEntry[] = [];
let isSending = false;
/** A flush asked for while one was sending (a new save, the 'online' event): try again at once. */
let isFlushRequested = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let isStarted = false;

function listPending(): OutboxEntry[] {
  const stored = readEntries();
  const storedKeys = new Set(stored.map((entry) => entry.idempotencyKey));
  return [...stored, ...memoryEntries.filter((entry) => !storedKeys.has(entry.idempotencyKey))];
}

function removeEntry(idempotencyKey: string): void {
  memoryEntries = memoryEntries.filter((entry) => entry.idempotencyKey !== idempotencyKey);
  updateEntries((entries) => entries.filter((entry) => entry.idempotencyKey !== idempotencyKey));
}

function recordFailedAttempt(idempotencyKey: string): number {
  let attempts = 1;
  const bump = (entry: OutboxEntry) => {
    if (entry.idempotencyKey !== idempotencyKey) return entry;
    attempts = entry.attempts + 1;
    return { ...entry, attempts };
  };
  memoryEntries = memoryEntries.map(bump);
  updateEntries((entries) => entries.map(bump));
  return attempts;
}

function scheduleRetry(delayMs: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushLeadOutbox();
  }, delayMs);
}

function createIdempotencyKey(): string {
  return createRandomId();
}

/**
 * Sends pending saves oldest first until one fails, then schedules a retry. Never throws.
 * Exported for tests and for the 'online' event; screens call saveLead.
 */
export async function flushLeadOutbox(now: () => number = Date.now): Promise<void> {
  if (isSending) {
    isFlushRequested = true;
    return;
  }
  isSending = true;
  isFlushRequested = false;
  try {
    for (;;) {
      const [entry] = listPending();
      if (!entry) return;
      if (now() - entry.createdAt > MAX_ENTRY_AGE_MS) {
        console.warn('A lead save was given up after 30 days', entry.idempotencyKey);
        removeEntry(entry.idempotencyKey);
        continue;
      }
      try {
        const answer = await apiRequest(createLead, {
          body: entry.body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey },
          keepalive: true,
        });
        removeEntry(entry.idempotencyKey);
        if (answer.quoteLinkToken && answer.quoteLinkExpiresAt && entry.body.funnelKey) {
          recordQuoteLink(entry.body.funnelKey, { token: answer.quoteLinkToken, expiresAt: answer.quoteLinkExpiresAt });
        }
      } catch (error) {
        if (isPermanentFailure(error)) {
          // Retrying cannot fix a refused body; keeping it would block every later save.
          console.warn('A lead save was refused and dropped', error);
          removeEntry(entry.idempotencyKey);
          continue;
        }
        const attempts = recordFailedAttempt(entry.idempotencyKey);
        console.warn(`A lead save failed (attempt ${attempts}); retrying`, error);
        if (isFlushRequested) {
          // Something changed while this attempt was failing (back online, a new save).
          isFlushRequested = false;
          continue;
        }
        scheduleRetry(toRetryDelayMs(attempts));
        return;
      }
    }
  } catch (error) {
    console.warn('The lead outbox stopped unexpectedly', error);
  } finally {
    isSending = false;
  }
}

/**
 * Saves a lead through the outbox (docs/product/leads.md#browser-outbox): returns at once, never throws,
 * and the customer's flow carries on whatever the network does.
 */
export function saveLead(body: CreateLeadBody): void {
  try {
    const entry: OutboxEntry = { idempotencyKey: createIdempotencyKey(), body, attempts: 0, createdAt: Date.now() };
    memoryEntries = [...memoryEntries, entry];
    updateEntries((entries) => [...entries, entry]);
    // A save waiting for its back-off goes now: the server may well be back.
    clearTimeout(retryTimer);
    retryTimer = undefined;
    void flushLeadOutbox();
  } catch (error) {
    console.warn('A lead could not be queued', error);
  }
}

/** True while a save has not been answered by the server (for tests). */
export function hasPendingLeads(): boolean {
  return listPending().length > 0;
}

/**
 * Called once at start-up: sends what an earlier visit left behind, and tries again as soon as
 * the browser says it is back online.
 */
export function startLeadOutbox(): void {
  if (isStarted) return;
  isStarted = true;
  window.addEventListener('online', () => {
    void flushLeadOutbox();
  });
  void flushLeadOutbox();
}

/** Forgets the in-memory state between tests. */
export function resetLeadOutboxForTests(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  memoryEntries = [];
  isSending = false;
  isFlushRequested = false;
}

/** A saved quote's link as the save that issued it answered (docs/product/home-flow.md#quote-link). */
export type IssuedQuoteLink = { token: string; expiresAt: string };

const quoteLinks = new Map<string, IssuedQuoteLink>();
const quoteLinkListeners = new Set<() => void>();

function recordQuoteLink(funnelKey: string, link: IssuedQuoteLink): void {
  quoteLinks.set(funnelKey, link);
  for (const listener of quoteLinkListeners) listener();
}

/** The link issued for a funnel run's lead, once its save has been answered; null before. */
export function getQuoteLink(funnelKey: string): IssuedQuoteLink | null {
  return quoteLinks.get(funnelKey) ?? null;
}

/** Tells the listener whenever a save answers a new quote link (for useSyncExternalStore). */
export function subscribeToQuoteLinks(listener: () => void): () => void {
  quoteLinkListeners.add(listener);
  return () => {
    quoteLinkListeners.delete(listener);
  };
}
