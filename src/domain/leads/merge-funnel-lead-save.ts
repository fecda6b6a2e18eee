/**
 * One funnel run saves its lead several times: the draft when the details are accepted, the chosen
 * method, then the final outcome (docs/product/leads.md#one-lead-per-run). The saves share a funnel
 * key and update one lead. Retries can arrive out of order (a draft retried after the final save
 * went through), so a draft save never downgrades a lead that is already final.
 */
export type FunnelLeadState = { isDraft: boolean };

export type FunnelSaveDecision = 'apply' | 'ignore';

export function decideFunnelLeadSave(existing: FunnelLeadState | null, incoming: FunnelLeadState): FunnelSaveDecision {
  if (existing && !existing.isDraft && incoming.isDraft) return 'ignore';
  return 'apply';
}

/** A public save counts as a draft when it says so by flag or by status. */
export function isDraftSave(save: { isDraft?: boolean | null; status?: string | null; source?: string | null }): boolean {
  return save.isDraft === true || save.status === 'draft' || save.source === 'customer_form_draft';
}

/**
 * The status a funnel save leaves on its lead. Once staff have moved the lead on (contacted,
 * quoted, won, lost) a customer's later save must not put it back to new.
 */
export function resolveFunnelLeadStatus(existingStatus: string | null, incomingStatus: string): string {
  if (isWorkedByStaff(existingStatus)) return existingStatus as string;
  return incomingStatus;
}

/** The contact details a funnel save carries (docs/product/leads.md#one-lead-per-run). */
export const FUNNEL_CONTACT_FIELDS = ['customerName', 'phone', 'email', 'address', 'city', 'postcode'] as const;

/**
 * Once staff work a lead (contacted, quoted, won, lost) its contact details are theirs: a later
 * save of the same funnel run (a retry, a replay, a stranger who learnt the run's key) never
 * changes who the lead is about.
 */
export function funnelSaveMayChangeContactDetails(existingStatus: string | null): boolean {
  return !isWorkedByStaff(existingStatus);
}

function isWorkedByStaff(status: string | null): boolean {
  return status !== null && status !== 'draft' && status !== 'new';
}
