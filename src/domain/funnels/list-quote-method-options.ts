import { QUOTE_ACTIONS } from '../quote-engine/quote-engine-config';
import type { QuoteAction } from '../quote-engine/quote-engine-config';
import { getAvailabilityForUrgency } from './availability-for-urgency';
import type { AppSettingsValues } from '../settings/default-app-settings';

/** The cards' claims, App Settings staff may change (docs/product/app-settings.md#claims). */
export type QuoteMethodClaims = Pick<
  AppSettingsValues,
  'instantQuoteAccuracyText' | 'instantQuoteTimeText' | 'videoQuoteAccuracyText' | 'videoQuoteTimeText' | 'siteVisitAccuracyText'
>;

/**
 * When the recommendation fails (or cannot run) a video quote is recommended
 * (docs/product/home-flow.md#recommendation-wait).
 */
export const DEFAULT_RECOMMENDED_METHOD: QuoteAction = 'video_quote';

export type QuoteMethodOption = {
  method: QuoteAction;
  title: string;
  /** How accurate the price is and how long it takes (docs/product/home-flow.md#quote-method-choice). */
  accuracyText: string;
  timeText: string;
  description: string;
  isRecommended: boolean;
};

type QuoteMethodText = Omit<QuoteMethodOption, 'method' | 'isRecommended'>;

export const QUOTE_METHOD_TEXTS: Readonly<Record<QuoteAction, QuoteMethodText>> = {
  instant_quote: {
    title: 'Online Quote',
    accuracyText: '92% accurate',
    timeText: 'Under 2 minutes',
    description: 'See your price on screen now, worked out from jobs like yours.',
  },
  video_quote: {
    title: 'Quote with Video',
    accuracyText: '98% accurate',
    timeText: 'About 5 minutes',
    description: 'Send us a short video on WhatsApp and get a firm price back.',
  },
  site_visit: {
    title: 'Site Visit',
    accuracyText: '100% accurate',
    timeText: 'Appointment within 1-2 days',
    description: 'A handyman comes to look at the job and prices it on the spot.',
  },
};

export function isQuoteAction(value: unknown): value is QuoteAction {
  return typeof value === 'string' && (QUOTE_ACTIONS as readonly string[]).includes(value);
}

/**
 * Three cards, the recommended one first and marked (docs/product/home-flow.md#quote-method-choice).
 * The site visit's appointment time follows the customer's urgency, by the one availability rule
 * (docs/product/shared-behaviour.md#availability).
 */
export function listQuoteMethodOptions(
  recommended: string | null | undefined,
  urgency?: string | null,
  claims?: QuoteMethodClaims,
): QuoteMethodOption[] {
  const first = isQuoteAction(recommended) ? recommended : DEFAULT_RECOMMENDED_METHOD;
  const order = [first, ...QUOTE_ACTIONS.filter((method) => method !== first)];
  const visitText = getAvailabilityForUrgency(urgency).visitText;
  const claimed: Record<QuoteAction, Pick<QuoteMethodText, 'accuracyText' | 'timeText'>> = {
    instant_quote: {
      accuracyText: claims?.instantQuoteAccuracyText ?? QUOTE_METHOD_TEXTS.instant_quote.accuracyText,
      timeText: claims?.instantQuoteTimeText ?? QUOTE_METHOD_TEXTS.instant_quote.timeText,
    },
    video_quote: {
      accuracyText: claims?.videoQuoteAccuracyText ?? QUOTE_METHOD_TEXTS.video_quote.accuracyText,
      timeText: claims?.videoQuoteTimeText ?? QUOTE_METHOD_TEXTS.video_quote.timeText,
    },
    site_visit: { accuracyText: claims?.siteVisitAccuracyText ?? QUOTE_METHOD_TEXTS.site_visit.accuracyText, timeText: visitText },
  };
  return order.map((method) => ({
    method,
    ...QUOTE_METHOD_TEXTS[method],
    accuracyText: claimed[method].accuracyText.trim(),
    timeText: claimed[method].timeText.trim(),
    isRecommended: method === first,
  }));
}
