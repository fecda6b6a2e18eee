/**
 * Audio is recorded in webm/opus, falling back to webm, then mp4 (Safari)
 * (docs/product/voice-input.md#recording-format).
 * `isSupported` is MediaRecorder.isTypeSupported; null means "let the browser choose".
 */
export const RECORDING_MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'] as const;

export function pickRecordingMimeType(isSupported: (mimeType: string) => boolean): string | null {
  return RECORDING_MIME_TYPES.find((mimeType) => isSupported(mimeType)) ?? null;
}
