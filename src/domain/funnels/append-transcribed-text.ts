/**
 * Transcribed text is appended to the description with a space separator
 * (docs/product/voice-input.md#appending).
 */
export function appendTranscribedText(description: string, transcribed: string): string {
  const addition = transcribed.trim();
  if (addition === '') return description;
  const current = description.trimEnd();
  return current === '' ? addition : `${current} ${addition}`;
}
