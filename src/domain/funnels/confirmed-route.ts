import type { ConfirmationScreen, HomeStage } from './home-stages';
import { QUOTE_METHOD_TEXTS } from './list-quote-method-options';

export type ConfirmedRoute = {
  /** The method screen the customer confirmed from, whose range the recap repeats; null when nothing was priced. */
  routeStage: HomeStage | null;
  /** The route's name as the method card showed it. */
  title: string;
};

const ROUTES: Readonly<Record<ConfirmationScreen, ConfirmedRoute>> = {
  send_quote: { routeStage: 'phone_quote', title: QUOTE_METHOD_TEXTS.instant_quote.title },
  generate_message: { routeStage: 'whatsapp_video', title: QUOTE_METHOD_TEXTS.video_quote.title },
  request_visit: { routeStage: 'book_handyman', title: QUOTE_METHOD_TEXTS.site_visit.title },
  // A referral's call back: no method screen and no price, so the recap names the request only.
  callback_requested: { routeStage: null, title: 'Call back about specialist work' },
};

/** The route a confirmation recaps (docs/product/home-flow.md#confirmations). */
export function toConfirmedRoute(screen: ConfirmationScreen): ConfirmedRoute {
  return ROUTES[screen];
}

/**
 * The short reference a customer quotes when they call: the first 8 characters of the run's key,
 * upper case, without dashes ('3B0F6C1E'). Unique enough for staff to find the lead by it
 * alongside the name; it is not a secret.
 */
export function toCustomerReference(funnelKey: string): string {
  return funnelKey.replaceAll('-', '').slice(0, 8).toUpperCase();
}
