import { describe, expect, it } from 'vitest';
import { pickRecordingMimeType } from './pick-recording-mime-type';

describe('pickRecordingMimeType', () => {
  it.each<[string[], string | null]>([
    [['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'], 'audio/webm;codecs=opus'],
    [['audio/webm', 'audio/mp4'], 'audio/webm'],
    [['audio/mp4'], 'audio/mp4'],
    [[], null],
  ])('with %j supported it records in %j', (supported, expected) => {
    expect(pickRecordingMimeType((type) => supported.includes(type))).toBe(expected);
  });
});
