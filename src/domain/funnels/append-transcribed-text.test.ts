import { describe, expect, it } from 'vitest';
import { appendTranscribedText } from './append-transcribed-text';

describe('appendTranscribedText', () => {
  it.each([
    ['Fix a tap', 'and a shelf', 'Fix a tap and a shelf'],
    ['Fix a tap  ', ' and a shelf ', 'Fix a tap and a shelf'],
    ['', 'Fix a tap', 'Fix a tap'],
    ['Fix a tap', '   ', 'Fix a tap'],
  ])('%j + %j → %j', (description, transcribed, expected) => {
    expect(appendTranscribedText(description, transcribed)).toBe(expected);
  });
});
