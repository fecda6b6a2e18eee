/**
 * Voice input's states and the events it reports (docs/product/voice-input.md): idle →
 * recording → processing (transcribing) → idle. The microphone widget reports these through a
 * callback; the flow that hosts it decides what to track, so the widget knows nothing of
 * tracking.
 */
export const VOICE_STATES = ['idle', 'recording', 'processing'] as const;
export type VoiceState = (typeof VOICE_STATES)[number];

export type VoiceEvent =
  | { action: 'voice_start' }
  | { action: 'voice_stop'; durationSeconds: number }
  | { action: 'voice_transcribed'; transcribedText: string }
  | { action: 'voice_error'; reason: 'microphone' | 'transcription' };
