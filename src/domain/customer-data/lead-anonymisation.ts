/**
 * Which leads the retention setting anonymises, and from when
 * (docs/product/customer-data.md#retention): a lead is closed once it is won or lost, and is
 * anonymised when it was last changed more than the set number of whole calendar months ago.
 */
export const CLOSED_LEAD_STATUSES = ['won', 'lost'] as const;

export function isClosedLeadStatus(status: string): boolean {
  return (CLOSED_LEAD_STATUSES as readonly string[]).includes(status);
}

/** Longest retention the setting accepts: ten years. */
export const MAX_LEAD_RETENTION_MONTHS = 120;

/**
 * The instant before which a closed lead's last change makes it due: `months` calendar months
 * before `now` (UTC), the day clamped to the month's end (31 March less one month is 28 or 29
 * February).
 */
export function leadAnonymisationCutoff(now: Date, months: number): Date {
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a whole number of at least 1');
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  );
}

export function isLeadDueForAnonymisation(lead: { status: string; updatedAt: Date }, now: Date, months: number): boolean {
  return isClosedLeadStatus(lead.status) && lead.updatedAt.getTime() < leadAnonymisationCutoff(now, months).getTime();
}

/** What an anonymised lead's name and description read: no one can be told from them. */
export const ANONYMISED_NAME = 'Anonymised customer';
export const ANONYMISED_DESCRIPTION = '[anonymised]';
