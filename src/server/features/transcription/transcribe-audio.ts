import type { FastifyBaseLogger } from 'fastify';
import { MAX_AUDIO_SECONDS } from '#contracts/transcription.contract';
import { tidyTranscript } from '#domain/voice/tidy-transcript';
import { ServiceUnavailableError } from '#server/errors';
import type { Transcriber } from './create-transcriber';
import { invalidAudio, UnsupportedAudioError } from './internal/audio-errors';
import { decodeWithFfmpeg, UndecodableAudioError } from './internal/decode-with-ffmpeg';
import { ENGINE_SAMPLE_RATE, InvalidWavError, parseWav, readWavHeader } from './parse-wav';
import { sniffAudioFormat, type AudioFormat } from './internal/sniff-audio-format';
import { transcribeWithOpenAi } from './internal/transcribe-with-openai';

export type TranscribeAudioDeps = { transcriber: Transcriber; log: FastifyBaseLogger };

/** When the gate is full, most clips in hand finish within this. */
const BUSY_RETRY_AFTER_SECONDS = 5;
/** No engine at all is a set-up matter, not a moment's load. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 300;
const FFMPEG_TIMEOUT_MS = 15_000;

/**
 * POST /api/transcribe-audio: check the upload from its bytes, decode it to 16 kHz mono, then
 * the remote service when one is configured (falling back on any failure) or the local engine.
 */
export async function transcribeAudio(deps: TranscribeAudioDeps, input: { bytes: Uint8Array }): Promise<{ text: string }> {
  const { transcriber, log } = deps;
  const format = sniffAudioFormat(input.bytes);
  if (!format) throw new UnsupportedAudioError('The file is not audio we can read. Send 16 kHz mono 16-bit WAV.');
  if (format !== 'wav' && !transcriber.canDecodeCompressed) {
    throw new UnsupportedAudioError(`${format.toUpperCase()} audio cannot be decoded here. Send 16 kHz mono 16-bit WAV.`);
  }
  if (!transcriber.isAvailable()) {
    throw new ServiceUnavailableError('Voice input is not available; please type the description.', UNAVAILABLE_RETRY_AFTER_SECONDS);
  }

  const leave = transcriber.gate.tryEnter();
  if (!leave) throw new ServiceUnavailableError('Too many recordings are being transcribed. Try again in a few seconds.', BUSY_RETRY_AFTER_SECONDS);
  try {
    const samples = await decodeAudio(input.bytes, format, transcriber.canDecodeCompressed);
    if (transcriber.remote) {
      try {
        const text = await transcribeWithOpenAi(transcriber.remote, { bytes: input.bytes, format }, {
          timeoutMs: transcriber.remoteTimeoutMs,
          fetchImpl: transcriber.fetchImpl,
        });
        return { text: text.trim() };
      } catch (error) {
        if (!transcriber.local) throw new ServiceUnavailableError('The speech service is not answering. Try again shortly.', BUSY_RETRY_AFTER_SECONDS);
        log.warn({ err: error }, 'remote speech-to-text failed; using the local engine');
      }
    }
    try {
      return { text: tidyTranscript(await transcriber.local!.transcribe(samples)) };
    } catch (error) {
      log.error({ err: error }, 'local speech-to-text failed');
      throw new ServiceUnavailableError('The recording could not be transcribed just now. Try again in a few seconds.', BUSY_RETRY_AFTER_SECONDS);
    }
  } finally {
    leave();
  }
}

async function decodeAudio(bytes: Uint8Array, format: AudioFormat, canDecodeCompressed: boolean): Promise<Int16Array> {
  let samples: Int16Array;
  if (format === 'wav') {
    try {
      // The header alone tells the length: a long clip is refused before it is converted.
      if (readWavHeader(bytes).durationSeconds > MAX_AUDIO_SECONDS) throw tooLong();
      samples = parseWav(bytes).samples;
    } catch (error) {
      if (error instanceof InvalidWavError) throw invalidAudio(error.message);
      throw error;
    }
  } else {
    if (!canDecodeCompressed) throw new UnsupportedAudioError('Send 16 kHz mono 16-bit WAV.');
    try {
      samples = await decodeWithFfmpeg(bytes, { maxSeconds: MAX_AUDIO_SECONDS, timeoutMs: FFMPEG_TIMEOUT_MS });
    } catch (error) {
      if (error instanceof UndecodableAudioError) throw invalidAudio(`The ${format.toUpperCase()} recording could not be decoded.`);
      throw error;
    }
    if (samples.length > MAX_AUDIO_SECONDS * ENGINE_SAMPLE_RATE) throw tooLong();
  }
  if (samples.length === 0) throw invalidAudio('The recording has no sound in it.', 'audio_empty');
  return samples;
}

function tooLong() {
  return invalidAudio(`The recording is longer than ${MAX_AUDIO_SECONDS} seconds.`, 'audio_too_long');
}
