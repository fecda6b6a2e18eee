import { describe, expect, it } from 'vitest';
import { priceLeadEstimate } from '../leads/price-lead-estimate';
import { DEFAULT_PRICING_CONFIG, type PricingConfig } from './pricing-config';
import { type LeadToReprice, previewPricingOnLeads } from './preview-pricing-on-leads';

const TAP = { description: 'Replace the kitchen tap', complexity: 'moderate', estimatedHours: 1, estimatedMaterials: 40 };
const SHELVES = { description: 'Put up three shelves', complexity: 'simple', estimatedHours: 2, estimatedMaterials: 0 };

/** A lead stored under `config`, as a lead save stores it. */
function aLeadPricedWith(config: PricingConfig, tasks = [TAP], urgency = 'medium'): LeadToReprice {
  const job = { tasks };
  return { job, urgency, discountApplied: false, storedEstimate: priceLeadEstimate(job, config, 'medium', false) };
}

const DEARER: PricingConfig = { ...DEFAULT_PRICING_CONFIG, baseRatePence: 9800 };

describe('a draft pricing config tried on real leads', () => {
  it('changes nothing when the draft is the config the leads were priced with', () => {
    const preview = previewPricingOnLeads([aLeadPricedWith(DEFAULT_PRICING_CONFIG), aLeadPricedWith(DEFAULT_PRICING_CONFIG, [SHELVES])], DEFAULT_PRICING_CONFIG);
    expect(preview.leads.map((lead) => lead.changePence)).toEqual([0, 0]);
    expect(preview).toMatchObject({ comparedCount: 2, averageChangePence: 0, averageChangePercent: 0 });
  });

  it('shows each lead under the draft beside what it stored, and the change of the midpoint', () => {
    // Stored £127–£171 (midpoint £149); with a £98 rate 1 h costs £20 more: £144–£194 (midpoint £169).
    const [lead] = previewPricingOnLeads([aLeadPricedWith(DEFAULT_PRICING_CONFIG)], DEARER).leads;
    expect(lead).toEqual({
      storedEstimate: { lowPence: 12_700, highPence: 17_100 },
      draftEstimate: { lowPence: 14_400, highPence: 19_400 },
      changePence: 2_000,
      changePercent: 13.4,
    });
  });

  it('averages the change in pence and in percent over the leads it could compare', () => {
    const preview = previewPricingOnLeads(
      [
        aLeadPricedWith(DEFAULT_PRICING_CONFIG),
        aLeadPricedWith(DEFAULT_PRICING_CONFIG, [SHELVES]),
        { job: { tasks: [] }, urgency: 'medium', discountApplied: false, storedEstimate: { lowPence: null, highPence: null } },
      ],
      DEARER,
    );
    const compared = preview.leads.filter((lead) => lead.changePence !== null);
    expect(compared).toHaveLength(2);
    expect(preview.comparedCount).toBe(2);
    const changes = compared.map((lead) => lead.changePence ?? 0);
    const percents = compared.map((lead) => lead.changePercent ?? 0);
    expect(preview.averageChangePence).toBe(Math.round((changes[0]! + changes[1]!) / 2));
    expect(preview.averageChangePercent).toBe(Math.round(((percents[0]! + percents[1]!) / 2) * 10) / 10);
    expect(preview.averageChangePence).toBeGreaterThan(0);
  });

  it('prices each lead at its own urgency, as its save did', () => {
    const urgent = { ...aLeadPricedWith(DEFAULT_PRICING_CONFIG), urgency: 'asap' };
    const [lead] = previewPricingOnLeads([urgent], DEFAULT_PRICING_CONFIG).leads;
    expect(lead?.draftEstimate).toEqual(priceLeadEstimate(urgent.job, DEFAULT_PRICING_CONFIG, 'high', false));
  });

  it('shows a fall in price as a negative change', () => {
    const cheaper = { ...DEFAULT_PRICING_CONFIG, baseRatePence: 5800 };
    const preview = previewPricingOnLeads([aLeadPricedWith(DEFAULT_PRICING_CONFIG)], cheaper);
    expect(preview.averageChangePence).toBeLessThan(0);
    expect(preview.averageChangePercent).toBeLessThan(0);
  });

  it('has no averages when no lead could be compared', () => {
    expect(previewPricingOnLeads([], DEARER)).toEqual({ leads: [], comparedCount: 0, averageChangePence: null, averageChangePercent: null });
  });

  it('gives no percentage for a lead that stored £0', () => {
    const free = { ...aLeadPricedWith(DEFAULT_PRICING_CONFIG), storedEstimate: { lowPence: 0, highPence: 0 } };
    const preview = previewPricingOnLeads([free], DEARER);
    expect(preview.leads[0]?.changePercent).toBeNull();
    expect(preview).toMatchObject({ comparedCount: 1, averageChangePercent: null });
  });
});
