import type { JobAnalysis } from '../job-analysis/job-task';
import { toQuoteEngineCustomerType, toQuoteEngineUrgency } from './map-customer-flow-answers';
import type { JobScope } from './quote-engine-config';
import { quoteEngineInputFromAnalysis } from './quote-engine-input-from-analysis';
import type { QuoteEngineInput } from './score-quote-method';

/**
 * A lead keeps the customer's type and urgency but not their single-or-multiple answer, so its
 * analysed tasks stand in: two or more tasks are multiple jobs
 * (docs/product/quote-engine.md#impact-before-saving).
 */
export function jobScopeFromAnalysis(analysis: Pick<JobAnalysis, 'tasks'>): JobScope {
  return analysis.tasks.length > 1 ? 'multiple' : 'single';
}

export type LeadForQuoteEngine = {
  analysis: JobAnalysis;
  customerType: string | null;
  urgency: string | null;
  jobDescription: string;
};

/**
 * The quote engine's input for a stored lead, built as the customer flow builds it
 * (quoteEngineInputFromAnalysis, with the customer's words mapped by mapCustomerFlowAnswers'
 * rules), so a replay on past leads routes them as the funnel would today.
 */
export function toLeadQuoteEngineInput(lead: LeadForQuoteEngine): QuoteEngineInput {
  return quoteEngineInputFromAnalysis(lead.analysis, {
    customerType: toQuoteEngineCustomerType(lead.customerType),
    jobScope: jobScopeFromAnalysis(lead.analysis),
    urgency: toQuoteEngineUrgency(lead.urgency),
    jobDescription: lead.jobDescription,
  });
}
