/**
 * Customer §9: hour labels are singular for exactly 1 — '1 hour', '1.5 hours', '2 hours'.
 * Up to two decimals are shown (0.25 hours), trailing zeros dropped; anything that is not a
 * number reads '0 hours' rather than 'NaN hours'.
 */
export function toHoursLabel(hours: number | null | undefined): string {
  const value = typeof hours === 'number' && Number.isFinite(hours) ? Math.round(hours * 100) / 100 + 0 : 0;
  return `${String(value)} ${value === 1 ? 'hour' : 'hours'}`;
}
