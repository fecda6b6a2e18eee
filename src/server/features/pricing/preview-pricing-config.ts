import { desc, isNotNull } from 'drizzle-orm';
import type { PricingPreview } from '#contracts/pricing-preview.contract';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import type { LeadEstimatePence } from '#domain/leads/to-lead-estimate-pence';
import { preparePricingConfigForSave } from '#domain/pricing/prepare-pricing-config-for-save';
import { PRICING_PREVIEW_LEAD_COUNT, previewPricingOnLeads } from '#domain/pricing/preview-pricing-on-leads';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import type { Database } from '#server/db/client';
import { leads } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';

function toWireEstimate(estimate: LeadEstimatePence): { low: number; high: number } | null {
  return estimate.lowPence === null || estimate.highPence === null ? null : { low: estimate.lowPence, high: estimate.highPence };
}

/**
 * What a draft config would do to the most recent leads that have an analysis
 * (docs/product/pricing-config.md#preview-on-recent-leads): the draft is rounded and checked as
 * a save would be (422 otherwise), then each lead's stored tasks are priced again by the same
 * domain rule that priced them when the lead was saved. Nothing is stored.
 */
export async function previewPricingConfig(deps: { db: Database }, input: { draft: PricingConfigDto }): Promise<PricingPreview> {
  const prepared = preparePricingConfigForSave(pricingConfigFromWire(input.draft));
  if (!prepared.ok) throw new UnprocessableError('The pricing configuration is not valid.', prepared.invalidParams, 'invalid_pricing_config');
  const rows = await deps.db
    .select({
      id: leads.id,
      customerName: leads.customerName,
      jobDescription: leads.jobDescription,
      urgency: leads.urgency,
      discountApplied: leads.discountApplied,
      estimatedPriceLowPence: leads.estimatedPriceLowPence,
      estimatedPriceHighPence: leads.estimatedPriceHighPence,
      analysedJobData: leads.analysedJobData,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(isNotNull(leads.analysedJobData))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(PRICING_PREVIEW_LEAD_COUNT);
  // An analysis that no longer reads (a hand edit) cannot be repriced; that lead is left out.
  const priced = rows.flatMap((row) => (row.analysedJobData ? [{ ...row, analysis: row.analysedJobData }] : []));
  const preview = previewPricingOnLeads(
    priced.map((row) => ({
      job: { tasks: row.analysis.tasks, totalEstimatedHours: row.analysis.totalEstimatedHours },
      urgency: row.urgency,
      discountApplied: row.discountApplied,
      storedEstimate: { lowPence: row.estimatedPriceLowPence, highPence: row.estimatedPriceHighPence },
    })),
    prepared.value,
  );
  return {
    leads: priced.map((row, index) => {
      const repriced = preview.leads[index];
      return {
        id: row.id,
        customerName: row.customerName,
        jobDescription: row.jobDescription,
        urgency: row.urgency,
        createdAt: row.createdAt.toISOString(),
        stored: repriced ? toWireEstimate(repriced.storedEstimate) : null,
        draft: repriced ? toWireEstimate(repriced.draftEstimate) : null,
        change: repriced?.changePence ?? null,
        changePercent: repriced?.changePercent ?? null,
      };
    }),
    comparedCount: preview.comparedCount,
    averageChange: preview.averageChangePence,
    averageChangePercent: preview.averageChangePercent,
  };
}
