import { describe, expect, it } from 'vitest';
import { measureEditDistance } from './measure-edit-distance';

describe('measureEditDistance', () => {
  it.each([
    ['tap', 'tap', 0],
    ['leak', 'leek', 1],
    ['shelf', 'shelfs', 1],
    ['curtain', 'curtian', 1],
    ['radiator', 'radaitor', 1],
    ['assemble', 'assmble', 1],
    ['plasterboard', 'plastrbord', 2],
  ])('"%s" and "%s" are %i apart', (a, b, distance) => {
    expect(measureEditDistance(a, b, 3)).toBe(distance);
  });

  it('gives up beyond the limit, answering limit + 1', () => {
    expect(measureEditDistance('wardrobe', 'window', 1)).toBe(2);
    expect(measureEditDistance('tap', 'radiator', 2)).toBe(3);
  });
});
