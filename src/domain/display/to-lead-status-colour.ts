import { isLeadRecordStatus } from '../leads/can-change-lead-status';
import type { LeadRecordStatus } from '../leads/can-change-lead-status';

/** Badge colours (docs/product/leads.md#statuses); a draft is grey because nobody is working on it yet. */
export const LEAD_STATUS_COLOURS: Readonly<Record<LeadRecordStatus, string>> = {
  draft: 'grey',
  new: 'blue',
  contacted: 'yellow',
  quoted: 'purple',
  won: 'green',
  lost: 'red',
};

export function toLeadStatusColour(status: string | null | undefined): string {
  return isLeadRecordStatus(status) ? LEAD_STATUS_COLOURS[status] : 'grey';
}
