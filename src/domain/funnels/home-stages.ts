// The home-page flow's stages as data (docs/product/home-flow.md#stages). The screens read this table
// and the small functions beside it; no screen decides an order or a guard on its own.

/** Every stage name the flow knows, in the order a customer meets them. */
export const HOME_STAGES = [
  'customer_type',
  'welcome',
  'confirm_details',
  'customer_details',
  'generating_recommendation',
  'ai_analysis',
  'ai_decision',
  'quote_method_selection',
  'phone_quote',
  'whatsapp_video',
  'book_handyman',
  'send_quote',
  'generate_message',
  'request_visit',
  'send_message',
  'callback_requested',
] as const;
export type HomeStage = (typeof HOME_STAGES)[number];

/** The flow starts here when the URL names no stage (docs/product/home-flow.md#stages). */
export const DEFAULT_HOME_STAGE: HomeStage = 'customer_type';

/** The query parameter that carries the stage (docs/product/home-flow.md#stage-in-the-url). */
export const HOME_STAGE_PARAM = 'stage';

/**
 * The screens the stages show. Two stage names have no screen of their own in the original
 * (docs/product/home-flow.md#stages): ai_decision (another waiting screen for the recommendation)
 * and send_message (after a message is sent: the video confirmation). ai_analysis is its own
 * waiting screen (docs/product/home-flow.md#analysis-wait).
 */
export type HomeScreen = Exclude<HomeStage, 'ai_decision' | 'send_message'>;

/**
 * The confirmation screens (docs/product/home-flow.md#confirmations); callback_requested (ours)
 * ends a run whose work only a specialist can do (docs/product/home-flow.md#analysis-outcomes).
 */
export const CONFIRMATION_SCREENS = ['send_quote', 'generate_message', 'request_visit', 'callback_requested'] as const;
export type ConfirmationScreen = (typeof CONFIRMATION_SCREENS)[number];

export function isConfirmationScreen(screen: HomeScreen): screen is ConfirmationScreen {
  return (CONFIRMATION_SCREENS as readonly string[]).includes(screen);
}

export const HOME_STAGE_KINDS = ['question', 'waiting', 'method_choice', 'method', 'confirmation'] as const;
export type HomeStageKind = (typeof HOME_STAGE_KINDS)[number];

/**
 * What a stage needs before it can be shown. The method screens need the analysis and the
 * customer's name (docs/product/home-flow.md#fallbacks); we hold every later stage to the same rule so
 * a link copied mid-flow never shows an empty task list or a nameless confirmation.
 */
export const HOME_STAGE_REQUIREMENTS = ['analysis', 'name'] as const;
export type HomeStageRequirement = (typeof HOME_STAGE_REQUIREMENTS)[number];

export type HomeStageRule = {
  screen: HomeScreen;
  kind: HomeStageKind;
  requires: readonly HomeStageRequirement[];
  /** 'Question N of 2' on the two opening questions. */
  questionNumber?: 1 | 2;
};

const ANALYSIS: readonly HomeStageRequirement[] = ['analysis'];
const ANALYSIS_AND_NAME: readonly HomeStageRequirement[] = ['analysis', 'name'];

export const HOME_STAGE_RULES: Readonly<Record<HomeStage, HomeStageRule>> = {
  customer_type: { screen: 'customer_type', kind: 'question', requires: [], questionNumber: 1 },
  welcome: { screen: 'welcome', kind: 'question', requires: [], questionNumber: 2 },
  ai_analysis: { screen: 'ai_analysis', kind: 'waiting', requires: [] },
  confirm_details: { screen: 'confirm_details', kind: 'question', requires: ANALYSIS },
  customer_details: { screen: 'customer_details', kind: 'question', requires: ANALYSIS },
  generating_recommendation: { screen: 'generating_recommendation', kind: 'waiting', requires: ANALYSIS_AND_NAME },
  ai_decision: { screen: 'generating_recommendation', kind: 'waiting', requires: ANALYSIS_AND_NAME },
  quote_method_selection: { screen: 'quote_method_selection', kind: 'method_choice', requires: ANALYSIS_AND_NAME },
  phone_quote: { screen: 'phone_quote', kind: 'method', requires: ANALYSIS_AND_NAME },
  whatsapp_video: { screen: 'whatsapp_video', kind: 'method', requires: ANALYSIS_AND_NAME },
  book_handyman: { screen: 'book_handyman', kind: 'method', requires: ANALYSIS_AND_NAME },
  send_quote: { screen: 'send_quote', kind: 'confirmation', requires: ANALYSIS_AND_NAME },
  generate_message: { screen: 'generate_message', kind: 'confirmation', requires: ANALYSIS_AND_NAME },
  send_message: { screen: 'generate_message', kind: 'confirmation', requires: ANALYSIS_AND_NAME },
  request_visit: { screen: 'request_visit', kind: 'confirmation', requires: ANALYSIS_AND_NAME },
  callback_requested: { screen: 'callback_requested', kind: 'confirmation', requires: ANALYSIS_AND_NAME },
};

export function isHomeStage(value: unknown): value is HomeStage {
  return typeof value === 'string' && (HOME_STAGES as readonly string[]).includes(value);
}

export function getHomeStageKind(stage: HomeStage): HomeStageKind {
  return HOME_STAGE_RULES[stage].kind;
}

/** A finished run: leaving the page here is not an abandonment. */
export function isConfirmationStage(stage: HomeStage): boolean {
  return HOME_STAGE_RULES[stage].kind === 'confirmation';
}

/** 'Question 1 of 2', 'Question 2 of 2', or null on the later stages. */
export function toQuestionProgressText(stage: HomeStage): string | null {
  const { questionNumber } = HOME_STAGE_RULES[stage];
  return questionNumber ? `Question ${questionNumber} of 2` : null;
}

/**
 * Confetti of 200 pieces on the method screens (docs/product/home-flow.md#quote-method-choice): the
 * choice of method and each method's own screen.
 */
export function shouldFireConfetti(stage: HomeStage): boolean {
  const { kind } = HOME_STAGE_RULES[stage];
  return kind === 'method_choice' || kind === 'method';
}
