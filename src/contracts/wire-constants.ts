/**
 * The contracts' plain constants, in a module without schemas: the customer's first screen
 * imports them without downloading zod and every contract
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript). Each contract
 * re-exports its own, so the server and the tests import them from the contract as before.
 */

/**
 * Descriptions up to 5,000 characters are analysed; longer are refused
 * (docs/product/shared-behaviour.md#analysed-job).
 */
export const MAX_JOB_DESCRIPTION_CHARS = 5000;

/** `Idempotency-Key` header: a retried save answers the first result and never duplicates. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** At most 60 s and 5 MB of audio (ours, docs/product/voice-input.md#limits). */
export const MAX_AUDIO_SECONDS = 60;
export const MAX_AUDIO_BYTES = 5 * 1024 * 1024;
/** The browser sends 16 kHz mono 16-bit WAV as recording.wav in the multipart field `audio`. */
export const AUDIO_FIELD_NAME = 'audio';
export const AUDIO_FILE_NAME = 'recording.wav';
