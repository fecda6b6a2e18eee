import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_CONFIG } from '../pricing/pricing-config';
import { sumInstantQuoteLines } from './list-instant-quote-lines';
import { toInstantQuote } from './to-instant-quote';

const config = DEFAULT_PRICING_CONFIG;
const task = (description: string, complexity = 'moderate', estimatedHours = 2, estimatedMaterials = 0) => ({
  description,
  complexity,
  estimatedHours,
  estimatedMaterials,
});

describe('the Online Quote lines', () => {
  it('lists each task and the call-out fee, adding up to the total', () => {
    const quote = toInstantQuote({ tasks: [task('Fix a dripping tap', 'simple', 1), task('Put up 3 shelves', 'moderate', 2, 15)], urgency: 'medium' }, config);
    expect(quote.priceLines.map((line) => [line.kind, line.description])).toEqual([
      ['task', 'Fix a dripping tap'],
      ['task', 'Put up 3 shelves'],
      ['callout', 'Call-out fee'],
    ]);
    expect(sumInstantQuoteLines(quote.priceLines)).toEqual(quote.totalRange);
  });

  it('shows the top-up to the minimum charge when it applies', () => {
    const cheap = { ...config, minimumChargePence: 20_000 };
    const quote = toInstantQuote({ tasks: [task('Hang a mirror', 'simple', 0.5)] }, cheap);
    expect(quote.priceLines.map((line) => line.kind)).toEqual(['task', 'callout', 'minimum_charge']);
    expect(quote.priceLines.at(-1)?.description).toBe('Minimum charge applied (£200)');
    expect(sumInstantQuoteLines(quote.priceLines)).toEqual(quote.totalRange);
    expect(quote.totalRange).toEqual({ lowPence: 17_000, highPence: 23_000 });
  });

  it('takes the promo discount off as its own line, so the discounted total still adds up', () => {
    const quote = toInstantQuote({ tasks: [task('Paint the hall'), task('Fix a door', 'complex', 3)], appliedPromoCode: 'july10' }, config);
    expect(quote.priceLines.at(-1)).toMatchObject({ kind: 'discount', description: 'Promo discount (10%)' });
    expect(sumInstantQuoteLines(quote.priceLines)).toEqual(quote.totalRange);
    expect(quote.totalRange).not.toEqual(quote.fullRange);
  });

  it('puts the tasks beyond the fifth on one line, which the total still includes', () => {
    const tasks = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => task(`Task ${name}`));
    const quote = toInstantQuote({ tasks }, config);
    expect(quote.priceLines.filter((line) => line.kind === 'task')).toHaveLength(5);
    expect(quote.priceLines.find((line) => line.kind === 'more_tasks')?.description).toBe('... and 2 more tasks');
    expect(sumInstantQuoteLines(quote.priceLines)).toEqual(quote.totalRange);
  });

  it('prices the 2-hour fallback as one labour line when no task was recognised', () => {
    const quote = toInstantQuote({ tasks: [] }, config);
    expect(quote.priceLines.map((line) => [line.kind, line.description])).toEqual([
      ['labour', 'Labour, 2 hours'],
      ['callout', 'Call-out fee'],
    ]);
    expect(sumInstantQuoteLines(quote.priceLines)).toEqual(quote.totalRange);
  });

  it.each(['low', 'medium', 'high', 'emergency'])('adds up at %s urgency across many jobs', (urgency) => {
    for (let hours = 0.25; hours <= 12; hours += 0.75) {
      const tasks = [task('One', 'simple', hours), task('Two', 'complex', hours / 3, hours * 7), task('Three', 'moderate', 1.1)];
      const quote = toInstantQuote({ tasks, urgency }, config);
      expect(sumInstantQuoteLines(quote.priceLines)).toEqual(quote.totalRange);
    }
  });
});
