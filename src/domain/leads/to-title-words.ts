/**
 * 'customer_form' → 'Customer Form': a stored code shown in words
 * (docs/product/leads.md#quote-method, "any other").
 */
export function toTitleWords(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
