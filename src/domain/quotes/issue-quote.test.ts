import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONFIG } from '../pricing/pricing-config';
import { canQuoteAnalysis, checkIssuedQuote, priceQuoteFigures, toIssuedQuoteValidUntil, toQuotedDescription } from './issue-quote';

const config = DEFAULT_PRICING_CONFIG;
const tap = { description: 'Fix a dripping tap', complexity: 'moderate', estimatedHours: 2, estimatedMaterials: 0 };
const analysis = (tasks = [tap], flags: { code: 'out_of_scope' | 'gas_safe_engineer_required' | 'needs_more_detail' }[] = []) => ({
  tasks,
  totalEstimatedHours: tasks.reduce((sum, task) => sum + task.estimatedHours, 0),
  estimatedRange: { low: 154, high: 208 },
  flags,
});

describe('priceQuoteFigures', () => {
  it("gives the Online Quote's lines, adding up to its total, at the customer's urgency", () => {
    // 2 h × £78 + £25 call-out = £181 → £154–£208 at medium.
    const figures = priceQuoteFigures(analysis(), config, { screen: 'instant_quote', urgency: 'medium', promoCode: null });
    expect(figures.totalRange).toEqual({ lowPence: 15_400, highPence: 20_800 });
    expect(figures.fullRange).toEqual(figures.totalRange);
    expect(figures.discountApplied).toBe(false);
    expect(figures.lines.reduce((sum, line) => sum + line.range.lowPence, 0)).toBe(15_400);
    expect(figures.lines.reduce((sum, line) => sum + line.range.highPence, 0)).toBe(20_800);
    const high = priceQuoteFigures(analysis(), config, { screen: 'instant_quote', urgency: 'high', promoCode: null });
    expect(high.totalRange.lowPence).toBeGreaterThan(figures.totalRange.lowPence);
  });

  it('takes the promo off the total and marks it, and ignores any other code', () => {
    const figures = priceQuoteFigures(analysis(), config, { screen: 'instant_quote', urgency: 'medium', promoCode: ' july10 ' });
    expect(figures.discountApplied).toBe(true);
    expect(figures.totalRange).toEqual({ lowPence: 13_900, highPence: 18_700 });
    expect(figures.fullRange).toEqual({ lowPence: 15_400, highPence: 20_800 });
    expect(figures.lines.some((line) => line.kind === 'discount')).toBe(true);
    const wrong = priceQuoteFigures(analysis(), config, { screen: 'instant_quote', urgency: 'medium', promoCode: 'JUNE10' });
    expect(wrong.discountApplied).toBe(false);
  });

  it("gives the pricing page's range with no lines and no promo, and its 2-hour fallback without tasks", () => {
    const figures = priceQuoteFigures(analysis(), config, { screen: 'pricing_page', urgency: 'within_week', promoCode: 'JULY10' });
    expect(figures).toMatchObject({ lines: [], discountApplied: false, totalRange: { lowPence: 15_400, highPence: 20_800 }, midpointPence: 18_100 });
    const fallback = priceQuoteFigures(analysis([], [{ code: 'needs_more_detail' }]), config, { screen: 'pricing_page', urgency: 'within_week', promoCode: null });
    expect(fallback.taskCount).toBe(0);
    expect(fallback.totalRange.lowPence).toBeGreaterThan(0);
    expect(fallback.totalRange.highPence).toBeGreaterThan(fallback.totalRange.lowPence);
  });
});

describe('canQuoteAnalysis', () => {
  it('prices ordinary work and mixed work, never work that is not ours or only a specialist can do', () => {
    expect(canQuoteAnalysis(analysis())).toBe(true);
    expect(canQuoteAnalysis(analysis([tap], [{ code: 'gas_safe_engineer_required' }]))).toBe(true);
    expect(canQuoteAnalysis(analysis([], [{ code: 'gas_safe_engineer_required' }]))).toBe(false);
    expect(canQuoteAnalysis(analysis([], [{ code: 'out_of_scope' }]))).toBe(false);
  });
});

describe('checkIssuedQuote', () => {
  const issuedAt = new Date('2026-11-24T10:00:00Z');
  const quote = { screen: 'instant_quote' as const, urgency: 'high' as const, validUntil: toIssuedQuoteValidUntil(issuedAt), descriptionMatches: true };
  const save = { source: 'customer_form', urgency: 'high', now: new Date('2026-11-25T10:00:00Z') };

  it('honours a quote for this description, urgency and flow while it is valid (30 days)', () => {
    expect(quote.validUntil.toISOString()).toBe('2026-12-24T10:00:00.000Z');
    expect(checkIssuedQuote(quote, save)).toEqual({ ok: true });
    expect(checkIssuedQuote({ ...quote, screen: 'pricing_page', urgency: 'high' }, { ...save, source: 'pricing_page', urgency: 'asap' })).toEqual({ ok: true });
    expect(checkIssuedQuote(quote, { ...save, source: 'testing_platform' })).toEqual({ ok: true });
  });

  it('refuses one that has expired, or was issued for other words, another urgency or the other flow', () => {
    expect(checkIssuedQuote(quote, { ...save, now: quote.validUntil })).toEqual({ ok: false, reason: 'expired' });
    expect(checkIssuedQuote({ ...quote, descriptionMatches: false }, save)).toEqual({ ok: false, reason: 'other_description' });
    expect(checkIssuedQuote(quote, { ...save, urgency: 'low' })).toEqual({ ok: false, reason: 'other_urgency' });
    expect(checkIssuedQuote(quote, { ...save, source: 'pricing_page' })).toEqual({ ok: false, reason: 'other_screen' });
  });

  it('binds a quote to the words without the spaces around them', () => {
    expect(toQuotedDescription('  fix my tap \n')).toBe('fix my tap');
  });
});
