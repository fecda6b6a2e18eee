import { eq } from 'drizzle-orm';
import type { QuoteRecap } from '#contracts/quote-links.contract';
import { toCustomerReference } from '#domain/funnels/confirmed-route';
import { isQuoteLinkToken, isQuoteLinkValid, toFirstName, toQuoteLinkRouteTitle } from '#domain/funnels/quote-link';
import { toVatLine } from '#domain/settings/to-vat-line';
import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';
import { NotFoundError } from '#server/errors';
import { getAppSettings } from '../app-settings/get-app-settings';
import { hashQuoteLinkToken } from './internal/quote-link-token';

/**
 * The recap a quote link shows (docs/product/home-flow.md#quote-link): what the customer asked
 * for and was shown, with their first name only — no email, phone or address. An unknown,
 * malformed or expired token is one 404, so the answer tells a guesser nothing.
 */
export async function getQuoteRecap(deps: { db: Database; now: () => Date }, input: { token: string }): Promise<QuoteRecap> {
  const notFound = new NotFoundError('Quote link');
  if (!isQuoteLinkToken(input.token)) throw notFound;
  const [lead] = await deps.db
    .select()
    .from(leads)
    .where(eq(leads.quoteLinkTokenHash, hashQuoteLinkToken(input.token)))
    .limit(1);
  if (!lead?.quoteLinkExpiresAt || !isQuoteLinkValid(lead.quoteLinkExpiresAt, deps.now())) throw notFound;
  if (lead.estimatedPriceLowPence === null || lead.estimatedPriceHighPence === null) throw notFound;
  const settings = await getAppSettings(deps);
  return {
    firstName: toFirstName(lead.customerName),
    routeTitle: toQuoteLinkRouteTitle(lead.outcome),
    tasks: (lead.analysedJobData?.tasks ?? []).map((task) => task.description),
    estimatedPriceLow: lead.estimatedPriceLowPence,
    estimatedPriceHigh: lead.estimatedPriceHighPence,
    vatLine: toVatLine(settings.vatRegistered),
    reference: toCustomerReference(lead.funnelKey ?? lead.id),
    businessPhone: settings.businessPhone,
    validUntil: lead.quoteLinkExpiresAt.toISOString(),
  };
}
