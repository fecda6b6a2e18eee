import { describe, expect, it } from 'vitest';
import { listTaskPriceRanges, toMoreTasksText } from './list-task-price-ranges';
import { DEFAULT_PRICING_CONFIG } from './pricing-config';

function tasks(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    description: `Task ${index + 1}`,
    complexity: 'simple',
    estimatedHours: 1,
    estimatedMaterials: 10,
  }));
}

describe('listTaskPriceRanges', () => {
  it.each([
    [0, 0, 0, null],
    [1, 1, 0, null],
    [5, 5, 0, null],
    [6, 5, 1, '... and 1 more task'],
    [7, 5, 2, '... and 2 more tasks'],
    [12, 5, 7, '... and 7 more tasks'],
  ])('with %s tasks it lists %s and hides %s', (count, listed, hidden, text) => {
    const result = listTaskPriceRanges(tasks(count), DEFAULT_PRICING_CONFIG, 'medium');
    expect([result.lines.length, result.hiddenTaskCount, result.moreTasksText]).toEqual([listed, hidden, text]);
  });

  it("prices each task's labour and materials −15 % / +15 % in whole pounds", () => {
    // £62.40 labour + £11.50 materials = £73.90
    const [line] = listTaskPriceRanges(tasks(1), DEFAULT_PRICING_CONFIG, 'medium').lines;
    expect(line).toEqual({ description: 'Task 1', complexity: 'simple', range: { lowPence: 6_300, highPence: 8_500 } });
  });

  it.each([
    ['a'.repeat(40), 'a'.repeat(40)],
    ['a'.repeat(41), `${'a'.repeat(40)}...`],
    ['Paint the hallway, stairs and landing in two coats', 'Paint the hallway, stairs and landing in...'],
  ])('cuts task text at 40 characters: %s', (description, shown) => {
    const result = listTaskPriceRanges([{ description, complexity: 'simple' }], DEFAULT_PRICING_CONFIG, 'medium');
    expect(result.lines[0]?.description).toBe(shown);
  });
});

describe('toMoreTasksText', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '... and 1 more task'],
    [3, '... and 3 more tasks'],
  ])('%s hidden tasks read %s', (count, text) => {
    expect(toMoreTasksText(count)).toBe(text);
  });
});
