/** Lead status values, in the order a lead normally moves through them (docs/product/leads.md#statuses). */
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead saved part-way through the home flow carries status draft (docs/product/leads.md#statuses). */
export const DRAFT_LEAD_STATUS = 'draft';
export const LEAD_RECORD_STATUSES = [DRAFT_LEAD_STATUS, ...LEAD_STATUSES] as const;
export type LeadRecordStatus = (typeof LEAD_RECORD_STATUSES)[number];

/**
 * The filter buttons and the create dialog offer only these
 * (docs/product/lead-management.md#status-filters).
 */
export const LEAD_FILTER_STATUSES = ['new', 'contacted', 'quoted'] as const satisfies readonly LeadStatus[];
export const LEAD_CREATE_STATUSES = LEAD_FILTER_STATUSES;

/**
 * How a lead's status may change (ours, docs/product/leads.md#status-changes):
 * - forward along new → contacted → quoted → won, skipping steps when staff catch up late
 *   (a customer who rings back and books straight away goes new → won);
 * - any open lead may be lost;
 * - a lost lead may be reopened as contacted (the customer came back; the first thing staff
 *   do is speak to them again), never straight to won;
 * - a won lead may become lost (the customer cancelled), but never goes back to new,
 *   contacted or quoted — the sale happened, and reports must not forget it;
 * - a draft becomes a real lead at any status when staff pick it up; nothing returns to draft;
 * - no status changes to itself: that is not a change, and the API treats it as a no-op.
 */
export const LEAD_STATUS_TRANSITIONS: Readonly<Record<LeadRecordStatus, readonly LeadStatus[]>> = {
  draft: ['new', 'contacted', 'quoted', 'won', 'lost'],
  new: ['contacted', 'quoted', 'won', 'lost'],
  contacted: ['quoted', 'won', 'lost'],
  quoted: ['won', 'lost'],
  won: ['lost'],
  lost: ['contacted'],
};

export function isLeadRecordStatus(value: unknown): value is LeadRecordStatus {
  return typeof value === 'string' && (LEAD_RECORD_STATUSES as readonly string[]).includes(value);
}

export function canChangeLeadStatus(from: LeadRecordStatus, to: LeadRecordStatus): boolean {
  return (LEAD_STATUS_TRANSITIONS[from] as readonly string[]).includes(to);
}

/** The choices a status control offers for a lead now at `from`. */
export function listNextLeadStatuses(from: LeadRecordStatus): readonly LeadStatus[] {
  return LEAD_STATUS_TRANSITIONS[from];
}
