import { describe, expect, it } from 'vitest';
import { toMaterialMarkupFraction, toMaterialMarkupPercent } from './material-markup-percent';

describe('the material markup typed as a percentage', () => {
  it.each([
    [15, 0.15],
    [0, 0],
    [12.5, 0.125],
    [200, 2],
    [7, 0.07],
    [33.33, 0.3333],
  ])('stores %s %% as %s', (percent, fraction) => {
    expect(toMaterialMarkupFraction(percent)).toBe(fraction);
  });

  it.each([
    [0.15, 15],
    [0.07, 7],
    [0.125, 12.5],
    [0.3333, 33.33],
    [2, 200],
  ])('shows %s as %s %%', (fraction, percent) => {
    expect(toMaterialMarkupPercent(fraction)).toBe(percent);
  });

  it('goes there and back unchanged', () => {
    for (const percent of [0, 5, 12.5, 15, 17.25, 99.99, 150]) {
      expect(toMaterialMarkupPercent(toMaterialMarkupFraction(percent))).toBe(percent);
    }
  });
});
