import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_QUOTE_REASONS, generateVideoQuoteReasons } from './generate-video-quote-reasons';
import type { VideoQuoteReasonsInput } from './generate-video-quote-reasons';

describe('DEFAULT_VIDEO_QUOTE_REASONS', () => {
  it('are the three fallback reasons, word for word', () => {
    expect(DEFAULT_VIDEO_QUOTE_REASONS).toEqual([
      'Get precise pricing with visual assessment',
      'Accurate personalized quote in under 60 minutes',
      'No surprises - transparent final pricing',
    ]);
  });
});

describe('generateVideoQuoteReasons', () => {
  it('falls back on the default reasons when nothing about the job stands out', () => {
    expect(generateVideoQuoteReasons({ jobDescription: 'Hang a picture' })).toEqual([
      'No need to take time off for a site visit',
      ...DEFAULT_VIDEO_QUOTE_REASONS,
    ]);
  });

  it('speaks to this job and this customer', () => {
    const reasons = generateVideoQuoteReasons({
      jobDescription: 'The shower is leaking behind the tiles',
      analysis: {
        tasks: [
          { description: 'Find and fix shower leak', complexity: 'complex', estimatedMaterials: 30 },
          { description: 'Replace cracked tiles', complexity: 'moderate', estimatedMaterials: 40 },
        ],
      },
      customerDetails: { customerName: 'sarah jones', urgency: 'high' },
    });
    expect(reasons).toEqual([
      'Show us the leak so we bring the right parts first time',
      'We can measure up the tiling from your video',
      'Price all 2 jobs in one short video call',
      'Fastest way to a firm price - no waiting in for a visit',
      'No surprises - transparent final pricing',
    ]);
  });

  it('addresses the customer by first name when there is no hurry', () => {
    const reasons = generateVideoQuoteReasons({
      jobDescription: 'Put up shelves',
      customerDetails: { customerName: 'sarah jones', urgency: 'low' },
    });
    expect(reasons[0]).toBe('No need to take time off for a site visit, Sarah');
  });

  it('offers a business no disruption', () => {
    const reasons = generateVideoQuoteReasons({
      jobDescription: 'Fix two sticking doors',
      analysis: { tasks: [{ description: 'Plane door' }, { description: 'Plane second door' }] },
      customerDetails: { propertyType: 'Office', urgency: 'emergency' },
    });
    expect(reasons).toEqual([
      'Price all 2 jobs in one short video call',
      'No disruption to your business - no site visit needed',
      'Get precise pricing with visual assessment',
      'No surprises - transparent final pricing',
    ]);
  });

  const inputs: [string, VideoQuoteReasonsInput][] = [
    ['an empty description', { jobDescription: '' }],
    ['stored data of the wrong shape', { jobDescription: 'x', analysis: { tasks: 'none' as never }, customerDetails: null }],
    [
      'a job with everything',
      {
        jobDescription: 'Leak, tiles, plaster, fence',
        analysis: { tasks: [{ complexity: 'complex', estimatedMaterials: 5 }, {}, {}] },
        customerDetails: { propertyType: 'shop', urgency: 'high', customerName: 'Al' },
      },
    ],
  ];

  it.each(inputs)('gives 3 to 5 distinct reasons for %s', (_case, input) => {
    const reasons = generateVideoQuoteReasons(input);
    expect(reasons.length).toBeGreaterThanOrEqual(3);
    expect(reasons.length).toBeLessThanOrEqual(5);
    expect(new Set(reasons).size).toBe(reasons.length);
    expect(generateVideoQuoteReasons(input)).toEqual(reasons);
  });
});
