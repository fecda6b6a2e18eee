import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { createConcurrencyGate, type ConcurrencyGate } from './internal/concurrency-gate';
import { isFfmpegAvailable } from './internal/decode-with-ffmpeg';
import { createLocalSpeechEngine, type LocalSpeechEngine } from './internal/local-speech-engine';
import { isPocketSphinxInstalled } from './internal/pocketsphinx';
import type { RemoteSpeechConfig } from './internal/transcribe-with-openai';

/**
 * Everything the transcription feature needs, made once by buildApp: the local engine (when
 * its Debian packages are installed), the optional remote service, the decoder for compressed
 * uploads and the concurrency bound.
 */
export type Transcriber = {
  local: LocalSpeechEngine | null;
  remote: RemoteSpeechConfig | undefined;
  remoteTimeoutMs: number;
  canDecodeCompressed: boolean;
  gate: ConcurrencyGate;
  fetchImpl: typeof fetch | undefined;
  rateLimitPerMinute: number;
  /** What GET /api/health reports and what decides whether the browser offers the microphone. */
  isAvailable: () => boolean;
  close: () => Promise<void>;
};

export type VoiceOptions = {
  /** false: no local engine even if installed (tests of the remote path, of "unavailable"). */
  localEngine?: boolean;
  /** Decode WebM/Ogg/MP4 with ffmpeg when it is installed; false refuses them. */
  decodeCompressed?: boolean;
  workers?: number;
  maxInFlight?: number;
  /** 0 switches the handyman language model off. */
  domainWeight?: number;
  decoderTuning?: readonly string[];
  localTimeoutMs?: number;
  remoteTimeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Per client address; the benchmark, one address sending a hundred clips, raises it. */
  rateLimitPerMinute?: number;
};

/**
 * One worker per core but one, at least one: on the 2-core machines a clip decodes on one core
 * while the other keeps answering the rest of the app.
 */
const DEFAULT_WORKERS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
/** A 10-second clip takes about a second; four in hand is at most a few seconds' wait each. */
const DEFAULT_IN_FLIGHT_PER_WORKER = 4;
/** The interpolation weight measured best on held-out job descriptions (ADR 0005). */
export const DEFAULT_DOMAIN_WEIGHT = 0.1;
/** Dictation is a few clips per customer; more than this from one address is not a person. */
const DEFAULT_TRANSCRIPTIONS_PER_MINUTE = 20;
/**
 * Decoder settings measured on the benchmark (ADR 0005): without the second (flat-lexicon)
 * pass and with at most 3,000 active HMMs a frame, a 10 s clip needs about 1.3 s of CPU instead
 * of 3.6 s, for a word error rate within a point of the defaults.
 */
export const DECODER_TUNING: readonly string[] = ['-fwdflat', 'no', '-maxhmmpf', '3000'];
/** A 60-second clip decodes in well under 15 s even on a busy 2-core machine. */
const DEFAULT_LOCAL_TIMEOUT_MS = 30_000;
/** Past this the customer is better served by the local engine's answer. */
const DEFAULT_REMOTE_TIMEOUT_MS = 8_000;

export function createTranscriber(stt: RemoteSpeechConfig | undefined, options: VoiceOptions = {}, log?: FastifyBaseLogger): Transcriber {
  const workers = options.workers ?? DEFAULT_WORKERS;
  const localInstalled = (options.localEngine ?? true) && isPocketSphinxInstalled();
  if (!localInstalled && (options.localEngine ?? true)) log?.warn('voice input: PocketSphinx is not installed (run scripts/install-voice.sh)');
  const local = localInstalled
    ? createLocalSpeechEngine({
        workers,
        domainWeight: options.domainWeight ?? DEFAULT_DOMAIN_WEIGHT,
        tuning: options.decoderTuning ?? DECODER_TUNING,
        timeoutMs: options.localTimeoutMs ?? DEFAULT_LOCAL_TIMEOUT_MS,
      })
    : null;
  return {
    local,
    remote: stt,
    remoteTimeoutMs: options.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS,
    canDecodeCompressed: (options.decodeCompressed ?? true) && isFfmpegAvailable(),
    gate: createConcurrencyGate(options.maxInFlight ?? workers * DEFAULT_IN_FLIGHT_PER_WORKER),
    fetchImpl: options.fetchImpl,
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_TRANSCRIPTIONS_PER_MINUTE,
    isAvailable: () => local !== null || stt !== undefined,
    close: async () => {
      await local?.close();
    },
  };
}
