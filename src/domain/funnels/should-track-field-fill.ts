/**
 * docs/product/shared-behaviour.md#interaction-tracking: a field's fill is tracked once the
 * description is longer than 10 characters, the name longer than 2 and the phone longer than 5.
 * Other fields are not tracked (an email or a location says nothing the analytics need).
 */
export const FIELD_FILL_THRESHOLDS: Readonly<Record<string, number>> = {
  jobDescription: 10,
  customerName: 2,
  phone: 5,
};

export function shouldTrackFieldFill(fieldName: string, value: string | null | undefined): boolean {
  const threshold = FIELD_FILL_THRESHOLDS[fieldName];
  if (threshold === undefined || typeof value !== 'string') return false;
  return value.trim().length > threshold;
}
