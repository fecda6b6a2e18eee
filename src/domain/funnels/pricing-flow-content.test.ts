import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_QUOTES,
  EXAMPLE_QUOTE_TRANSITION_MS,
  TESTIMONIALS,
  TESTIMONIAL_INTERVAL_MS,
  TYPING_HINT_EXAMPLES,
  nextSlideIndex,
} from './pricing-flow-content';

describe('the pricing page content', () => {
  it('gives every example quote a text, an attribution and a whole-pound cost', () => {
    expect(EXAMPLE_QUOTES.length).toBeGreaterThanOrEqual(3);
    for (const quote of EXAMPLE_QUOTES) {
      expect(quote.text.trim()).not.toBe('');
      expect(quote.attribution.trim()).not.toBe('');
      expect(Number.isInteger(quote.costPence / 100)).toBe(true);
    }
  });

  it('has testimonials and typing examples to rotate through', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(2);
    expect(TYPING_HINT_EXAMPLES.length).toBeGreaterThanOrEqual(2);
  });

  it('moves the slides in 700 ms and the testimonials every 4 seconds', () => {
    expect(EXAMPLE_QUOTE_TRANSITION_MS).toBe(700);
    expect(TESTIMONIAL_INTERVAL_MS).toBe(4000);
  });

  it.each([
    [0, 3, 1],
    [2, 3, 0],
    [0, 1, 0],
    [0, 0, 0],
  ])('after slide %i of %i comes slide %i', (index, count, next) => {
    expect(nextSlideIndex(index, count)).toBe(next);
  });
});
