import type { LeadStatus } from './can-change-lead-status';

/** The urgencies the Add New Lead form offers (docs/product/lead-management.md#add-new-lead). */
export const ADMIN_LEAD_URGENCIES = ['within_week', 'within_month', 'no_rush'] as const;
export type AdminLeadUrgency = (typeof ADMIN_LEAD_URGENCIES)[number];

/**
 * The quote methods staff record by hand (the others come from the funnels;
 * docs/product/leads.md#outcomes).
 */
export const ADMIN_LEAD_OUTCOMES = ['phone_quote', 'whatsapp_video', 'site_visit'] as const;
export type AdminLeadOutcome = (typeof ADMIN_LEAD_OUTCOMES)[number];

/** A lead typed in by staff (from a phone call, a walk-in) rather than saved by a funnel. */
export const ADMIN_LEAD_SOURCE = 'admin_manual';

/** The Add New Lead form's defaults (docs/product/lead-management.md#add-new-lead). */
export const ADMIN_LEAD_DEFAULTS = {
  urgency: 'within_week',
  outcome: 'phone_quote',
  status: 'new',
  source: ADMIN_LEAD_SOURCE,
} as const satisfies { urgency: AdminLeadUrgency; outcome: AdminLeadOutcome; status: LeadStatus; source: string };

/**
 * The message when a required field of Add New Lead is blank (title: description;
 * docs/product/lead-management.md#add-new-lead).
 */
export const MISSING_LEAD_FIELDS_MESSAGE = {
  title: 'Missing Required Fields',
  description: 'Please fill in customer name, phone, and job description.',
} as const;
