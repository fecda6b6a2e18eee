/**
 * ONE availability and response-time rule keyed by the urgency the customer chose, read by every
 * screen that promises a time: the method cards, the method screens and the confirmations
 * (docs/product/shared-behaviour.md#availability, ADR 0019). A promise never contradicts the
 * customer's own answer: a customer who chose '1-2 weeks' is not told 'Next day', and one who
 * chose 'Immediate' is not told 'within 24 hours'.
 */

export type Availability = {
  /** When the work can be done: 'We can complete this: …', 'Availability', 'Available: …'. */
  startText: string;
  /** When we get in touch, completing "We'll contact you …" on the confirmations. */
  contactText: string;
  /** The site-visit card's time on the method choice. */
  visitText: string;
};

/** The product's fixed texts where they fit the answer; ours where they would contradict it. */
const SAME_DAY = 'Same day';
const NEXT_DAY = 'Next day';
const CONTACT_URGENT = 'within 2 hours';
const CONTACT_STANDARD = 'within 24 hours';
const VISIT_URGENT = 'Appointment the same day';
const VISIT_STANDARD = 'Appointment within 1-2 days';

const URGENT: Availability = { startText: SAME_DAY, contactText: CONTACT_URGENT, visitText: VISIT_URGENT };

function standard(startText: string): Availability {
  return { startText, contactText: CONTACT_STANDARD, visitText: VISIT_STANDARD };
}

/**
 * Both funnels' urgency words (docs/product/home-flow.md#contact-details,
 * docs/product/pricing-flow.md#lead-capture). A Map, so a stored 'constructor' finds nothing.
 */
const AVAILABILITY_BY_URGENCY: ReadonlyMap<string, Availability> = new Map([
  // 'Immediate' and 'ASAP or within a few days' / 'As soon as possible'.
  ['emergency', URGENT],
  ['high', URGENT],
  ['asap', URGENT],
  // '1-2 weeks', '2-4 weeks': the customer's own window, never a sooner promise they did not ask for.
  ['medium', standard('Within 1-2 weeks')],
  ['low', standard('Within 2-4 weeks')],
  ['within_week', standard('Within a week')],
  ['within_month', standard('Within a month')],
  ['no_rush', standard('At a time that suits you')],
]);

/** A missing or unknown urgency keeps 'other → next day' (docs/product/shared-behaviour.md#availability). */
const UNKNOWN_URGENCY = standard(NEXT_DAY);

export function getAvailabilityForUrgency(urgency: string | null | undefined): Availability {
  if (typeof urgency !== 'string') return UNKNOWN_URGENCY;
  return AVAILABILITY_BY_URGENCY.get(urgency.trim().toLowerCase()) ?? UNKNOWN_URGENCY;
}
