/** The UK standard rate, named in the line a VAT-registered firm shows. */
export const UK_STANDARD_VAT_PERCENT = 20;

export const VAT_LINES = {
  included: `All prices include VAT at ${UK_STANDARD_VAT_PERCENT}%`,
  notRegistered: 'No VAT to add: we are not VAT-registered',
} as const;

/**
 * The line shown under every price a customer sees (docs/product/app-settings.md#vat): a
 * registered firm's prices are quoted with VAT in them, as UK consumer prices must be; a firm
 * that is not registered charges none, and says so, so the customer never wonders whether 20 %
 * comes on top.
 */
export function toVatLine(vatRegistered: boolean): string {
  return vatRegistered ? VAT_LINES.included : VAT_LINES.notRegistered;
}
