import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export { AUDIO_FIELD_NAME, AUDIO_FILE_NAME, MAX_AUDIO_BYTES, MAX_AUDIO_SECONDS } from './wire-constants';

export const transcribeAudio = defineEndpoint({
  method: 'POST',
  path: '/api/transcribe-audio',
  responses: { 200: z.object({ text: z.string() }) },
});

/**
 * Loads the local speech model ahead of the first clip (docs/product/voice-input.md#engines): the
 * browser calls it when a customer starts recording, so the model loads while they speak. The
 * server does not load it at start, which keeps an idle app small.
 */
export const warmUpTranscription = defineEndpoint({
  method: 'POST',
  path: '/api/transcribe-audio/warm-up',
  responses: { 202: z.object({ warming: z.boolean() }) },
});
