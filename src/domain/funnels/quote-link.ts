import type { HomeStage } from './home-stages';
import { QUOTE_METHOD_TEXTS } from './list-quote-method-options';
import { FINAL_LEAD_OUTCOMES } from './home-lead-outcomes';

/**
 * How long a quote link shows its recap (docs/decisions/0019-funnels-customers-trust.md#quote-links):
 * 30 days, the validity the pricing page already promises. The home flow's '3 hours while slots
 * remain open' is a line about booking slots, not a price a firm withdraws, so the link does not
 * die with it.
 */
export const QUOTE_LINK_VALIDITY_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Bytes of randomness in a token: 160 bits, above the 128 bits a guess must never reach. */
export const QUOTE_LINK_TOKEN_BYTES = 20;

/** A token is its random bytes in lower-case hex: URL-safe, and immune to paths being lower-cased. */
export const QUOTE_LINK_TOKEN_PATTERN = /^[0-9a-f]{40}$/;

export function isQuoteLinkToken(value: string): boolean {
  return QUOTE_LINK_TOKEN_PATTERN.test(value);
}

/** The page a token opens. */
export function toQuoteLinkPath(token: string): string {
  return `/q/${token}`;
}

export function toQuoteLinkExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + QUOTE_LINK_VALIDITY_DAYS * DAY_MS);
}

export function isQuoteLinkValid(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** A saved quote gets a link when it carries a price and is not a draft or a test. */
export function shouldIssueQuoteLink(lead: { isDraft: boolean; isTest: boolean; lowPence: number | null; hasLink: boolean }): boolean {
  return !lead.isDraft && !lead.isTest && lead.lowPence !== null && !lead.hasLink;
}

/** The first word of the name, as the public recap shows it (nothing more personal). */
export function toFirstName(customerName: string): string {
  return customerName.trim().split(/\s+/)[0] ?? '';
}

const ROUTE_TITLE_BY_STAGE: Readonly<Partial<Record<HomeStage, string>>> = {
  phone_quote: QUOTE_METHOD_TEXTS.instant_quote.title,
  whatsapp_video: QUOTE_METHOD_TEXTS.video_quote.title,
  book_handyman: QUOTE_METHOD_TEXTS.site_visit.title,
};

/** The route title the recap names for a lead's outcome: the method card's title, else 'Your quote'. */
export function toQuoteLinkRouteTitle(outcome: string | null): string {
  for (const [stage, finalOutcome] of Object.entries(FINAL_LEAD_OUTCOMES)) {
    if (finalOutcome === outcome) return ROUTE_TITLE_BY_STAGE[stage as HomeStage] ?? 'Your quote';
  }
  return 'Your quote';
}
