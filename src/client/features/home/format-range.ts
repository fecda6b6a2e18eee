import { wholePoundsToPence } from '#domain/money';
import type { EstimatedRange } from '#domain/pricing/estimated-range';
import { formatPoundsWhole } from '#client/lib/format';

/** '£85 – £115' from a range in whole pounds. */
export function formatRange(range: EstimatedRange): string {
  return `${formatPoundsWhole(wholePoundsToPence(range.low))} – ${formatPoundsWhole(wholePoundsToPence(range.high))}`;
}

/** '£65' from whole pounds. */
export function formatWholePounds(pounds: number): string {
  return formatPoundsWhole(wholePoundsToPence(pounds));
}
