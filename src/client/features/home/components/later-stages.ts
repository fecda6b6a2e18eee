/**
 * The stages after the opening questions, loaded as one chunk after the first screen is up, so
 * the first screen's JavaScript stays small (the form library and the price screens are here).
 */
export { AiAnalysisStage } from './ai-analysis-stage';
export { BookHandymanStage } from './book-handyman-stage';
export { ConfirmationStage } from './confirmation-stage';
export { ConfirmDetailsStage } from './confirm-details-stage';
export { CustomerDetailsStage } from './customer-details-stage';
export { GeneratingRecommendationStage } from './generating-recommendation-stage';
export { PhoneQuoteStage } from './phone-quote-stage';
export { QuoteMethodSelectionStage } from './quote-method-selection-stage';
export { WhatsAppVideoStage } from './whatsapp-video-stage';
