import type { HomeStage } from './home-stages';
import { HOME_STAGE_RULES } from './home-stages';
import { hasAnalysedJob, isFilled, isHomeCustomerType, isHomeJobType, isHomeUrgency } from './home-flow-answers';
import type { HomeCustomerDetailsAnswers, HomeFlowAnswers } from './home-flow-answers';

/**
 * The details step needs these three; email and location are optional
 * (docs/product/home-flow.md#contact-details).
 */
export const REQUIRED_DETAIL_FIELDS = ['customerName', 'phone', 'urgency'] as const;
export type RequiredDetailField = (typeof REQUIRED_DETAIL_FIELDS)[number];

/** The required contact fields still missing, in the order the form shows them. */
export function listMissingDetailFields(details: HomeCustomerDetailsAnswers | null | undefined): RequiredDetailField[] {
  return REQUIRED_DETAIL_FIELDS.filter((field) => {
    const value = details?.[field];
    return field === 'urgency' ? !isHomeUrgency(value) : !isFilled(value);
  });
}

/**
 * A job type and a description that is not blank are needed to analyse
 * (docs/product/home-flow.md#job-description).
 */
export function canAnalyseJob(answers: HomeFlowAnswers): boolean {
  return isHomeJobType(answers.selectedJobType) && isFilled(answers.jobDescription);
}

/**
 * Whether the stage's forward button may act (docs/product/home-flow.md#stages). The buttons stay
 * visible; the screen disables them or explains what is missing.
 */
export function canContinueFromStage(stage: HomeStage, answers: HomeFlowAnswers): boolean {
  switch (HOME_STAGE_RULES[stage].screen) {
    case 'customer_type':
      return isHomeCustomerType(answers.customerType);
    case 'welcome':
    case 'ai_analysis':
      return canAnalyseJob(answers);
    case 'confirm_details':
      return hasAnalysedJob(answers);
    case 'customer_details':
      return listMissingDetailFields(answers.customerDetails).length === 0;
    default:
      return true;
  }
}

/** A draft lead is saved only with a name, a phone and a description (docs/product/home-flow.md#lead-saves). */
export function canSaveDraftLead(answers: HomeFlowAnswers): boolean {
  return (
    isFilled(answers.customerDetails?.customerName) &&
    isFilled(answers.customerDetails?.phone) &&
    isFilled(answers.jobDescription)
  );
}

/**
 * The recommendation runs only with an analysed job and a customer type
 * (docs/product/home-flow.md#recommendation-wait); without them it is skipped silently and the
 * default method is recommended.
 */
export function canRequestRecommendation(answers: HomeFlowAnswers): boolean {
  return hasAnalysedJob(answers) && isHomeCustomerType(answers.customerType) && isFilled(answers.jobDescription);
}
