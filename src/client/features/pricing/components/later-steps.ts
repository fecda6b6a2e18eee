/**
 * The steps after the job description, loaded as one chunk after the first screen is up, so the
 * first screen's JavaScript stays small (the form library and the quote screen are here).
 */
export { JobConfirmationStep } from './job-confirmation-step';
export { LeadCaptureStep } from './lead-capture-step';
export { QuoteDisplayStep } from './quote-display-step';
export { ReferralCallbackStep } from './referral-callback-step';
