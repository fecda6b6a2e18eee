/**
 * Digits grouped in threes with commas, as en-GB writes numbers: '1234567' → '1,234,567'. Written
 * out rather than left to Intl, whose first use in a browser loads its locale data (12–30 ms of a
 * phone's main thread while the first screen starts,
 * docs/decisions/0016-performance-budgets-and-caches.md#first-paint).
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count as customers and staff read it, rounded to a whole number (halves away from zero) with
 * thousands separators: 12345 → '12,345', 2.5 → '3', −1200 → '−1,200' with a real minus sign.
 */
export function toCountText(count: number): string {
  const whole = Math.round(Math.abs(count));
  const sign = count < 0 && whole !== 0 ? '\u2212' : '';
  return `${sign}${groupThousands(String(whole))}`;
}
