/**
 * The screens that show a customer a price the server issues (docs/product/issued-quotes.md):
 * the home flow's Online Quote and the pricing page's price. Apart from the pricing rules so the
 * contract can name them without carrying the rules.
 */
export const QUOTE_SCREENS = ['instant_quote', 'pricing_page'] as const;
export type QuoteScreen = (typeof QUOTE_SCREENS)[number];
