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
  if (existingStatus !== null && existingStatus !== 'draft' && existingStatus !== 'new') return existingStatus;
  return incomingStatus;
}
