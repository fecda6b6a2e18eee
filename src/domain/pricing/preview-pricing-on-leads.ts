import { type LeadJob, priceLeadEstimate } from '../leads/price-lead-estimate';
import type { LeadEstimatePence } from '../leads/to-lead-estimate-pence';
import { calculateMidpointPence } from './calculate-midpoint-pence';
import type { PricingConfig } from './pricing-config';
import { toPricingUrgency } from './to-pricing-urgency';

/**
 * How many recent leads the Pricing Config screen reprices with a draft
 * (docs/product/pricing-config.md#preview-on-recent-leads).
 */
export const PRICING_PREVIEW_LEAD_COUNT = 20;

/** Percentages are shown with one decimal. */
const PERCENT_DECIMALS = 1;

export type LeadToReprice = {
  job: LeadJob;
  urgency: string | null;
  discountApplied: boolean;
  /** What the lead stored when it was saved: the range the customer was shown. */
  storedEstimate: LeadEstimatePence;
};

export type RepricedLead = {
  storedEstimate: LeadEstimatePence;
  draftEstimate: LeadEstimatePence;
  /** Draft midpoint minus stored midpoint, in pence; null unless both have an estimate. */
  changePence: number | null;
  /** That change as a percentage of the stored midpoint, one decimal; null when there is none to compare. */
  changePercent: number | null;
};

export type PricingPreviewOnLeads = {
  leads: RepricedLead[];
  /** Leads with an estimate both stored and under the draft: the ones the averages cover. */
  comparedCount: number;
  /** Mean change in pence, to the penny; null when no lead could be compared. */
  averageChangePence: number | null;
  /** Mean of the leads' percentage changes, one decimal; null when none could be compared. */
  averageChangePercent: number | null;
};

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0;
}

function midpointOf(estimate: LeadEstimatePence): number | null {
  if (estimate.lowPence === null || estimate.highPence === null) return null;
  return calculateMidpointPence(estimate.lowPence, estimate.highPence);
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * What a draft pricing config would do to real leads (docs/product/pricing-config.md#preview-on-recent-leads):
 * each lead's analysed tasks priced again exactly as a lead save prices them, beside the estimate
 * it stored; a change is measured between the midpoints of the two ranges (the figure the pricing
 * page shows). The averages skip leads with no estimate on either side; the percentage average
 * also skips a stored midpoint of £0, which has no percentage.
 */
export function previewPricingOnLeads(leads: readonly LeadToReprice[], draft: PricingConfig): PricingPreviewOnLeads {
  const repriced = leads.map((lead): RepricedLead => {
    const draftEstimate = priceLeadEstimate(lead.job, draft, toPricingUrgency(lead.urgency), lead.discountApplied);
    const storedMidpoint = midpointOf(lead.storedEstimate);
    const draftMidpoint = midpointOf(draftEstimate);
    const changePence = storedMidpoint === null || draftMidpoint === null ? null : draftMidpoint - storedMidpoint;
    const changePercent =
      changePence === null || !storedMidpoint ? null : roundTo((changePence / storedMidpoint) * 100, PERCENT_DECIMALS);
    return { storedEstimate: lead.storedEstimate, draftEstimate, changePence, changePercent };
  });
  const changes = repriced.flatMap((lead) => (lead.changePence === null ? [] : [lead.changePence]));
  const percents = repriced.flatMap((lead) => (lead.changePercent === null ? [] : [lead.changePercent]));
  const averageChange = mean(changes);
  const averagePercent = mean(percents);
  return {
    leads: repriced,
    comparedCount: changes.length,
    averageChangePence: averageChange === null ? null : Math.round(averageChange) + 0,
    averageChangePercent: averagePercent === null ? null : roundTo(averagePercent, PERCENT_DECIMALS),
  };
}
