import type { ProblemCode } from '#contracts/problem-codes';
import { AppError, UnprocessableError } from '#server/errors';

/**
 * The refusals of an upload, all problem+json through the one error handler. A bad upload is
 * always a 4xx: the customer's recording, not the server, is what is wrong.
 */
export class AudioTooLargeError extends AppError {
  constructor(maxBytes: number) {
    super(413, 'audio_too_large', 'Content Too Large', `The recording is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`, [
      { name: 'audio', reason: `must be at most ${maxBytes} bytes` },
    ]);
  }
}

export class UnsupportedAudioError extends AppError {
  constructor(detail: string) {
    super(415, 'unsupported_audio_format', 'Unsupported Media Type', detail, [{ name: 'audio', reason: 'is not a supported audio format' }]);
  }
}

export function invalidAudio(detail: string, code: ProblemCode = 'invalid_audio'): UnprocessableError {
  return new UnprocessableError(detail, [{ name: 'audio', reason: detail }], code);
}
