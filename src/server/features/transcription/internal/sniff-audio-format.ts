/**
 * What an upload really is, read from its first bytes: the declared content type and file
 * name are the client's say-so and are never trusted
 * (docs/product/voice-input.md#transcription-endpoint).
 */
export const AUDIO_FORMATS = ['wav', 'webm', 'ogg', 'mp4'] as const;
export type AudioFormat = (typeof AUDIO_FORMATS)[number];

export function sniffAudioFormat(bytes: Uint8Array): AudioFormat | null {
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  // EBML header: WebM is Matroska, which MediaRecorder writes in Chromium and Firefox.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  // ISO base media (MP4/M4A, which Safari's MediaRecorder writes): a box whose type is ftyp.
  if (ascii(bytes, 4, 8) === 'ftyp') return 'mp4';
  return null;
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  if (bytes.length < end) return '';
  return String.fromCharCode(...bytes.subarray(start, end));
}
