import { describe, expect, it } from 'vitest';
import { toVoiceInteraction } from './to-voice-interaction';

describe('voice events as interaction events', () => {
  it.each([
    [{ action: 'voice_start' } as const, { action: 'voice_start', fieldName: 'jobDescription' }],
    [{ action: 'voice_stop', durationSeconds: 7 } as const, { action: 'voice_stop', fieldName: 'jobDescription', fieldValue: '7s' }],
    [
      { action: 'voice_transcribed', transcribedText: 'Fix the tap' } as const,
      { action: 'voice_transcribed', fieldName: 'jobDescription', transcribedText: 'Fix the tap' },
    ],
    [{ action: 'voice_error', reason: 'microphone' } as const, { action: 'voice_error', fieldName: 'jobDescription', fieldValue: 'microphone' }],
  ])('%j is tracked as %j', (event, expected) => {
    expect(toVoiceInteraction(event)).toEqual(expected);
  });
});
