import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDIO_FIELD_NAME, MAX_AUDIO_BYTES, transcribeAudio as transcribeAudioEndpoint, warmUpTranscription } from '#contracts/transcription.contract';
import { AppError, BadRequestError } from '#server/errors';
import { registerRoute, respond } from '#server/route';
import type { Transcriber } from './create-transcriber';
import { AudioTooLargeError, UnsupportedAudioError } from './internal/audio-errors';
import { transcribeAudio } from './transcribe-audio';

export function transcriptionRoutes(transcriber: Transcriber) {
  return async (app: FastifyInstance) => {
    // Multipart only here: the rest of the API speaks JSON.
    await app.register(multipart, {
      limits: { fileSize: MAX_AUDIO_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1_024, headerPairs: 50 },
    });
    app.addHook('onClose', () => transcriber.close());
    // The model (about 150 MB) loads on the first clip or on this warm-up, which the browser sends
    // when a customer starts recording, never at start: an idle app stays small
    // (docs/decisions/0016-performance-budgets-and-caches.md).
    registerRoute(app, warmUpTranscription, {
      access: 'public',
      rateLimitPerMinute: transcriber.rateLimitPerMinute,
      handler: async () => {
        transcriber.local?.warmUp().catch((error: unknown) => app.log.error({ err: error }, 'the speech engine did not start'));
        return respond(202, { warming: transcriber.local !== null });
      },
    });

    registerRoute(app, transcribeAudioEndpoint, {
      access: 'public',
      rateLimitPerMinute: transcriber.rateLimitPerMinute,
      handler: async ({ request }) => {
        const bytes = await readAudioUpload(request);
        return respond(200, await transcribeAudio({ transcriber, log: request.log }, { bytes }));
      },
    });
  };
}

/** The one file of the upload, whatever it claims to be: its bytes are checked later. */
async function readAudioUpload(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) {
    throw new UnsupportedAudioError(`Send the recording as multipart/form-data with the file in the field "${AUDIO_FIELD_NAME}".`);
  }
  try {
    const file = await request.file();
    if (!file || file.fieldname !== AUDIO_FIELD_NAME) {
      throw new BadRequestError(`Send the recording as a file in the field "${AUDIO_FIELD_NAME}".`, [
        { name: AUDIO_FIELD_NAME, reason: 'is required' },
      ], 'audio_missing');
    }
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw new BadRequestError('The recording is empty.', [{ name: AUDIO_FIELD_NAME, reason: 'is empty' }], 'audio_empty');
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AudioTooLargeError(MAX_AUDIO_BYTES);
    // Anything else here is the multipart parser refusing the body (truncated, too many
    // parts): the client's fault, so a 400 rather than a 500.
    throw new BadRequestError(`The upload could not be read: ${(error as Error).message}`, undefined, 'malformed_upload');
  }
}
