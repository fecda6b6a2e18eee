import { describe, expect, it } from 'vitest';
import { tidyTranscript } from './tidy-transcript';

describe('tidyTranscript', () => {
  it.each([
    ['the kitchen tap is dripping', 'The kitchen tap is dripping'],
    ['i need two shelves and i think a mirror', 'I need two shelves and I think a mirror'],
    ["i'd like a quote", "I'd like a quote"],
    ['  fit   a  curtain pole ', 'Fit a curtain pole'],
    ['paint the read(2) door', 'Paint the read door'],
    ['', ''],
  ])('%j reads as %j', (raw, expected) => {
    expect(tidyTranscript(raw)).toBe(expected);
  });

  it('leaves text that is already a sentence as it is', () => {
    expect(tidyTranscript('Hang a mirror in the hall')).toBe('Hang a mirror in the hall');
  });

  it('does not capitalise words that merely start with i', () => {
    expect(tidyTranscript('fit it in the ideal spot')).toBe('Fit it in the ideal spot');
  });
});
