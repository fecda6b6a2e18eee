import type { LeadStatus } from './can-change-lead-status';

/** Admin §4: the urgencies the Add New Lead form offers. */
export const ADMIN_LEAD_URGENCIES = ['within_week', 'within_month', 'no_rush'] as const;
export type AdminLeadUrgency = (typeof ADMIN_LEAD_URGENCIES)[number];

/** Admin §4: the quote methods staff record by hand (the others come from the funnels). */
export const ADMIN_LEAD_OUTCOMES = ['phone_quote', 'whatsapp_video', 'site_visit'] as const;
export type AdminLeadOutcome = (typeof ADMIN_LEAD_OUTCOMES)[number];

/** A lead typed in by staff (from a phone call, a walk-in) rather than saved by a funnel. */
export const ADMIN_LEAD_SOURCE = 'admin_manual';

/** Admin §9 "New lead defaults". */
export const ADMIN_LEAD_DEFAULTS = {
  urgency: 'within_week',
  outcome: 'phone_quote',
  status: 'new',
  source: ADMIN_LEAD_SOURCE,
} as const satisfies { urgency: AdminLeadUrgency; outcome: AdminLeadOutcome; status: LeadStatus; source: string };

/** Admin §5: the message when a required field of Add New Lead is blank (title: description). */
export const MISSING_LEAD_FIELDS_MESSAGE = {
  title: 'Missing Required Fields',
  description: 'Please fill in customer name, phone, and job description.',
} as const;
