import { describe, expect, it } from 'vitest';
import { HOURS_SOURCES, MARGIN_BANDS } from './calculate-contractor-pay';
import { HOURS_SOURCE_LABELS, MARGIN_BAND_LABELS, SKILL_LEVEL_LABELS } from './contractor-pay-labels';
import { CONTRACTOR_SKILL_LEVELS } from './contractor-skill-level';

describe('contractor pay labels', () => {
  it('name every hours source, margin band and skill level', () => {
    expect(Object.keys(HOURS_SOURCE_LABELS).sort()).toEqual([...HOURS_SOURCES].sort());
    expect(Object.keys(MARGIN_BAND_LABELS).sort()).toEqual([...MARGIN_BANDS].sort());
    expect(Object.keys(SKILL_LEVEL_LABELS).sort()).toEqual([...CONTRACTOR_SKILL_LEVELS].sort());
  });

  it('say the band in words as well as colour', () => {
    expect(MARGIN_BAND_LABELS).toEqual({ green: 'Healthy margin', yellow: 'Thin margin', red: 'Poor margin' });
  });
});
