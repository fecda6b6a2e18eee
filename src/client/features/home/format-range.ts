import { wholePoundsToPence } from '#domain/money';
import type { EstimatedRange } from '#domain/pricing/estimated-range';
import { formatPoundsWhole } from '#client/lib/format';

/** '£85 – £115' from a range of whole pounds held in pence. */
export function formatRange(range: EstimatedRange): string {
  return `${formatPoundsWhole(range.lowPence)} – ${formatPoundsWhole(range.highPence)}`;
}

/** '£65' from whole pounds. */
export function formatWholePounds(pounds: number): string {
  return formatPoundsWhole(wholePoundsToPence(pounds));
}
