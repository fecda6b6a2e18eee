import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills';

describe('extractSkills', () => {
  it.each([
    ['The kitchen tap is dripping and the pipe under the sink leaks', ['Plumbing']],
    ['Regrout the bathroom tiles and replace a chipped splashback tile', ['Tiling']],
    ['Paint the living room and hang new wallpaper in the hall', ['Decorating']],
    ['Assemble an IKEA wardrobe and a flat-pack desk', ['Furniture assembling']],
    ['Cut back the hedge, mow the lawn and weed the borders', ['Gardening']],
    ['Lay a new patio with sandstone slabs and put up a fence panel', ['Landscaping']],
    ['Fit a new internal door and replace the skirting boards', ['Joinery']],
    ['Skim the ceiling in the back bedroom', ['Plastering']],
  ])('finds the trade in %j', (description, skills) => {
    expect(extractSkills(description, [])).toEqual(skills);
  });

  it.each(['Can you help me with a few things around the house?', '', 'Tape up some boxes'])(
    'falls back to General when nothing fits: %j',
    (description) => {
      expect(extractSkills(description, [])).toEqual(['General']);
    },
  );

  it('returns at most four skills, the most relevant first', () => {
    const description =
      'Fix the leaking tap and the blocked toilet, retile the shower, paint the hall, assemble a wardrobe and mow the lawn';
    const skills = extractSkills(description, [
      { description: 'Fix leaking tap', skill: 'Plumbing', serviceType: 'PLUMBING' },
      { description: 'Retile shower', skill: 'Tiling', serviceType: 'TILING' },
    ]);
    expect(skills).toHaveLength(4);
    expect(skills.slice(0, 2)).toEqual(['Plumbing', 'Tiling']);
  });

  it('ranks by the analysed tasks before stray words in the description', () => {
    const skills = extractSkills('Paint the new shelves once they are up', [
      { description: 'Put up three shelves', skill: 'Joinery', serviceType: 'CARPENTRY' },
    ]);
    expect(skills).toEqual(['Joinery', 'Decorating']);
  });

  it('keeps the SKILLS order between equally relevant skills, so the answer never changes', () => {
    const description = 'Paint the fence';
    expect(extractSkills(description, [])).toEqual(['Decorating', 'Landscaping']);
    expect(extractSkills(description, [])).toEqual(extractSkills(description, []));
  });

  it('does not list General beside a specific trade', () => {
    expect(extractSkills('Fix a tap', [{ skill: 'General', description: 'Hang pictures' }])).toEqual(['Plumbing']);
  });

  it('survives tasks from stored data with missing or wrong fields', () => {
    expect(extractSkills('Hang pictures', [{}, { skill: 42, serviceType: null, description: ['x'] }])).toEqual(['General']);
  });

  it('reads service types whatever their case', () => {
    expect(extractSkills('', [{ serviceType: 'painting' }])).toEqual(['Decorating']);
  });
});
