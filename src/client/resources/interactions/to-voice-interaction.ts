import type { TrackedInteraction } from './tracking';
import type { VoiceEvent } from '#domain/voice/voice-event';

/**
 * A voice event as the fields of an interaction event (docs/product/voice-input.md#voice-events), for the flow
 * that hosts the microphone to send with its own flow, step and context:
 *   trackInteraction({ flow: 'home', step: 'welcome', ...context, ...toVoiceInteraction(event) })
 */
export function toVoiceInteraction(event: VoiceEvent): Pick<TrackedInteraction, 'action' | 'fieldName' | 'fieldValue' | 'transcribedText'> {
  const base = { action: event.action, fieldName: 'jobDescription' };
  switch (event.action) {
    case 'voice_start':
      return base;
    case 'voice_stop':
      return { ...base, fieldValue: `${event.durationSeconds}s` };
    case 'voice_transcribed':
      return { ...base, transcribedText: event.transcribedText };
    case 'voice_error':
      return { ...base, fieldValue: event.reason };
  }
}
