import { describe, expect, it } from 'vitest';
import { pickTrainingScenario } from './pick-training-scenario';

const scenarios = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('pickTrainingScenario', () => {
  it.each([
    [0, 'a'],
    [0.34, 'b'],
    [0.999, 'c'],
    [1, 'c'],
    [-0.5, 'a'],
  ])('a random draw of %s picks scenario %s', (draw, id) => {
    expect(pickTrainingScenario(scenarios, () => draw)?.id).toBe(id);
  });

  it('does not show the scenario just played again straight away', () => {
    const ids = [0, 0.5, 0.99].map((draw) => pickTrainingScenario(scenarios, () => draw, 'a')?.id);
    expect(ids).toEqual(['b', 'c', 'c']);
  });

  it('shows the only scenario again when there is just one', () => {
    expect(pickTrainingScenario([{ id: 'a' }], () => 0.5, 'a')?.id).toBe('a');
  });

  it('has nothing to show without scenarios', () => {
    expect(pickTrainingScenario([], () => 0.5)).toBeNull();
  });
});
