/**
 * The one rule for hours text, on every screen a customer or staff member reads (client
 * lib/format.ts formatHours delegates here), so both see the same hours for the same task.
 * Singular for exactly 1 — '1 hour', '1.5 hours', '2 hours' (docs/product/shared-behaviour.md#formatting).
 * Two decimals at most, because a quarter hour is a real estimate (0.25 hours) and contractor
 * hours from a quote come to the hundredth (docs/product/contractor-pay.md#hours); trailing
 * zeros dropped. Anything that is not a number reads
 * '0 hours' rather than 'NaN hours'.
 */
export function toHoursLabel(hours: number | null | undefined): string {
  const value = typeof hours === 'number' && Number.isFinite(hours) ? Math.round(hours * 100) / 100 + 0 : 0;
  return `${String(value)} ${value === 1 ? 'hour' : 'hours'}`;
}
