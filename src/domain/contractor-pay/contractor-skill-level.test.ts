import { describe, expect, it } from 'vitest';
import { toContractorSkillLevel } from './contractor-skill-level';

describe('toContractorSkillLevel', () => {
  it.each([
    ['apprentice', 'apprentice'],
    ['experienced', 'experienced'],
    ['specialist', 'specialist'],
    ['Specialist', 'specialist'],
    ['', 'experienced'],
    [null, 'experienced'],
    ['master', 'experienced'],
  ])('%j is %s', (value, level) => {
    expect(toContractorSkillLevel(value)).toBe(level);
  });
});
