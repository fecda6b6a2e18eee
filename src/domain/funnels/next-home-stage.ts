import type { QuoteAction } from '../quote-engine/quote-engine-config';
import type { HomeStage } from './home-stages';

/**
 * What the customer did on a stage (docs/product/home-flow.md#stages):
 * - continue: the stage's forward button succeeded (an analysis, accepted details, a finished
 *   recommendation);
 * - back: the stage's own Back button;
 * - choose_method: a card on the method screen;
 * - submit: the route's final action ('Lock In My Quote', 'Send On WhatsApp Now', the visit request);
 * - request_callback: accepted details when only a specialist can do the work
 *   (docs/product/home-flow.md#analysis-outcomes): no price, a call back instead;
 * - start_again: 'Submit Another Request' on a confirmation.
 */
export type HomeFlowEvent =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'choose_method'; method: QuoteAction }
  | { type: 'submit' }
  | { type: 'request_callback' }
  | { type: 'start_again' };

type SimpleEvent = Exclude<HomeFlowEvent['type'], 'choose_method'>;

/**
 * instant_quote → phone_quote, video_quote → whatsapp_video, site_visit → book_handyman
 * (docs/product/home-flow.md#stages).
 */
export const METHOD_STAGES: Readonly<Record<QuoteAction, HomeStage>> = {
  instant_quote: 'phone_quote',
  video_quote: 'whatsapp_video',
  site_visit: 'book_handyman',
};

/**
 * The transitions of docs/product/home-flow.md#stages as data. Back on welcome (to the first
 * question) is ours: the original shows no Back there, and a customer who picked the wrong type
 * needs one.
 */
export const HOME_TRANSITIONS: Readonly<Partial<Record<HomeStage, Partial<Record<SimpleEvent, HomeStage>>>>> = {
  customer_type: { continue: 'welcome' },
  welcome: { continue: 'confirm_details', back: 'customer_type' },
  ai_analysis: { continue: 'confirm_details', back: 'welcome' },
  confirm_details: { continue: 'customer_details', back: 'welcome' },
  customer_details: { continue: 'generating_recommendation', back: 'confirm_details', request_callback: 'callback_requested' },
  generating_recommendation: { continue: 'quote_method_selection' },
  ai_decision: { continue: 'quote_method_selection' },
  quote_method_selection: { back: 'customer_details' },
  phone_quote: { submit: 'send_quote', back: 'quote_method_selection' },
  whatsapp_video: { submit: 'generate_message', back: 'quote_method_selection' },
  book_handyman: { submit: 'request_visit', back: 'quote_method_selection' },
  send_quote: { start_again: 'welcome' },
  generate_message: { start_again: 'welcome' },
  send_message: { start_again: 'welcome' },
  request_visit: { start_again: 'welcome' },
  callback_requested: { start_again: 'welcome' },
};

/** The stage an event leads to, or null when the event means nothing on that stage. */
export function nextHomeStage(stage: HomeStage, event: HomeFlowEvent): HomeStage | null {
  if (event.type === 'choose_method') {
    return stage === 'quote_method_selection' ? METHOD_STAGES[event.method] : null;
  }
  return HOME_TRANSITIONS[stage]?.[event.type] ?? null;
}

/**
 * Whether leaving a stage by this event completes it, for the `step_complete` interaction
 * event: moving on does, going back does not (docs/product/shared-behaviour.md#interaction-tracking).
 */
export function completesHomeStage(event: HomeFlowEvent): boolean {
  return event.type !== 'back';
}
