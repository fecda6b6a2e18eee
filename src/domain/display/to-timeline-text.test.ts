import { describe, expect, it } from 'vitest';
import { toTimelineText } from './to-timeline-text';

describe('toTimelineText', () => {
  it.each([
    [0.25, '15-30 minutes'],
    [0.5, '15-30 minutes'],
    [0.51, '30–60 minutes'],
    [1, '30–60 minutes'],
    [1.5, '1–2 hours'],
    [2, '1–2 hours'],
    [2.5, '2–4 hours'],
    [4, '2–4 hours'],
    [4.25, '4–6 hours'],
    [6, '4–6 hours'],
    [7, '1 day'],
    [8, '1 day'],
    [9, '1–2 days'],
    [16, '1–2 days'],
    [20, '2–3 days'],
    [24, '2–3 days'],
    [30, '3–4 days'],
    [32, '3–4 days'],
    [33, '1 week'],
    [40, '1 week'],
    [40.5, '6 days'],
    [48, '6 days'],
    [49, '7 days'],
    [80, '10 days'],
  ])('similar jobs of %s hours took %s', (hours, text) => {
    expect(toTimelineText(hours)).toBe(text);
  });

  it.each([undefined, null, 0, -3, NaN, Infinity])('reads 2–4 hours when the hours are %s', (hours) => {
    expect(toTimelineText(hours)).toBe('2–4 hours');
  });
});
