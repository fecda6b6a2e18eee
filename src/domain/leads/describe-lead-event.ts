import { toPoundsText } from '../money';

/** What a lead's timeline records (lead_events.kind). */
export const LEAD_EVENT_KINDS = ['created', 'status_changed', 'note_added', 'quote_updated'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export type LeadEventFacts = {
  kind: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** Pence. */
  quoteAmount?: number | null;
};

/** 'new' → 'New', 'draft' → 'Draft': a status as the badges and timeline show it. */
export function toLeadStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (value === '') return 'Unknown';
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

/** One line of the timeline in the detail panel, in plain words. */
export function describeLeadEvent(event: LeadEventFacts): string {
  switch (event.kind) {
    case 'created':
      return 'Lead created';
    case 'status_changed':
      return event.fromStatus
        ? `Status changed from ${toLeadStatusLabel(event.fromStatus)} to ${toLeadStatusLabel(event.toStatus)}`
        : `Status set to ${toLeadStatusLabel(event.toStatus)}`;
    case 'note_added':
      return 'Note added';
    case 'quote_updated':
      return typeof event.quoteAmount === 'number' ? `Final quote set to ${toPoundsText(event.quoteAmount)}` : 'Final quote cleared';
    default:
      return 'Lead updated';
  }
}
