import type { InteractionEvent, recordInteraction as RecordInteraction } from '#contracts/interactions.contract';
import { createRandomId } from '#client/lib/random-id';

/**
 * The contract's route, checked against it by the type checker: events are sent as they are, with
 * no answer to parse, so the contract itself (and zod) stays off the first screen
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */
const recordInteraction = { method: 'POST', path: '/api/form-interaction' } as const satisfies Pick<typeof RecordInteraction, 'method' | 'path'>;

/**
 * Funnel tracking (docs/product/shared-behaviour.md#interaction-tracking): interaction events for the
 * back office's conversion analytics, and conversion events for the firm's own tag manager.
 * Tracking never slows or breaks the flow: nothing here is awaited and failures are only logged.
 */

export const VISIT_SESSION_STORAGE_KEY = 'handyman.visitSessionId.v1';

let memorySessionId: string | undefined;

function createSessionId(): string {
  const random = createRandomId().replaceAll('-', '').slice(0, 12);
  // The session id is built from the time and a random string
  // (docs/product/shared-behaviour.md#interaction-tracking).
  return `${Date.now().toString(36)}-${random}`;
}

/** One id per visit (per tab, until it closes), kept in sessionStorage across reloads. */
export function getVisitSessionId(): string {
  try {
    const stored = window.sessionStorage.getItem(VISIT_SESSION_STORAGE_KEY);
    if (stored) return stored;
    const created = memorySessionId ?? createSessionId();
    window.sessionStorage.setItem(VISIT_SESSION_STORAGE_KEY, created);
    memorySessionId = created;
    return created;
  } catch {
    // Storage blocked: one id for the life of the page is the best there is.
    memorySessionId ??= createSessionId();
    return memorySessionId;
  }
}

/** The event's named fields: Omit on the contract's loose type would drop them for its index signature. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

type EventWithout<Keys extends string> = Pick<InteractionEvent, Exclude<NamedKeys<InteractionEvent>, Keys>> & Record<string, unknown>;

/** An interaction event without its session id, which trackInteraction adds; extra fields allowed. */
export type TrackedInteraction = EventWithout<'sessionId'>;

/** An abandonment: trackAbandon adds the action as well. */
export type TrackedAbandonment = EventWithout<'sessionId' | 'action'>;

function toPayload(event: TrackedInteraction): InteractionEvent {
  return { ...event, sessionId: getVisitSessionId() };
}

/** Fire and forget; `keepalive` lets an event sent during navigation still arrive. */
export function trackInteraction(event: TrackedInteraction): void {
  try {
    fetch(recordInteraction.path, {
      method: recordInteraction.method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toPayload(event)),
      keepalive: true,
    }).then(
      (response) => {
        if (!response.ok) console.warn(`Interaction tracking answered ${response.status}`);
      },
      (error: unknown) => console.warn('Interaction tracking failed', error),
    );
  } catch (error) {
    console.warn('Interaction tracking failed', error);
  }
}

/**
 * Abandonment is sent while the page is being hidden or unloaded, when only a beacon is sure
 * to leave the browser. A JSON Blob gives the request a JSON content type.
 */
export function trackAbandon(event: TrackedAbandonment): void {
  const payload: InteractionEvent = toPayload({ ...event, action: 'abandon' });
  try {
    const blob = new Blob([JSON.stringify(payload)], { type: 'application/json' });
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(recordInteraction.path, blob)) return;
  } catch (error) {
    console.warn('The abandonment beacon failed', error);
  }
  trackInteraction({ ...event, action: 'abandon' });
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Conversion event names (docs/product/shared-behaviour.md#conversion-events). */
export type ConversionEvent =
  | 'leadSubmission'
  | 'quoteDisplayed'
  | 'phoneClick'
  | 'whatsappClick'
  | 'videoQuoteRequested'
  | 'siteVisitBooked';

/**
 * Pushes a conversion event for the firm's tag manager, if it adds one; no third-party script
 * is loaded by the app itself. Conversion currency is GBP (docs/product/shared-behaviour.md#conversion-events).
 */
export function pushDataLayer(event: ConversionEvent | (string & {}), params: Record<string, unknown> = {}): void {
  try {
    window.dataLayer ??= [];
    window.dataLayer.push({ event, currency: 'GBP', ...params });
  } catch (error) {
    console.warn('The conversion event could not be recorded', error);
  }
}
