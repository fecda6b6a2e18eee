/**
 * Custom hours on the calculator (docs/product/contractor-pay.md#hours): optional, above 0, in
 * steps of 0.5, at most a fortnight of full days.
 */
export const CUSTOM_HOURS_STEP = 0.5;
export const MAX_CUSTOM_HOURS = 200;
export const CUSTOM_HOURS_REASON = 'Enter hours above 0 in steps of 0.5';

export type CustomHoursReading = { hours: number | null; error: string | null };

/** What was typed: blank is no custom hours (the stored estimate is used), anything odd an error. */
export function readCustomHours(text: string): CustomHoursReading {
  const trimmed = text.trim();
  if (trimmed === '') return { hours: null, error: null };
  const hours = Number(trimmed);
  const isStep = Number.isFinite(hours) && Number.isInteger(hours / CUSTOM_HOURS_STEP);
  if (!isStep || hours <= 0 || hours > MAX_CUSTOM_HOURS) return { hours: null, error: CUSTOM_HOURS_REASON };
  return { hours, error: null };
}
