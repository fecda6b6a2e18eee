/** customer-flows §4.1: transcribed text is appended to the description with a space separator. */
export function appendTranscribedText(description: string, transcribed: string): string {
  const addition = transcribed.trim();
  if (addition === '') return description;
  const current = description.trimEnd();
  return current === '' ? addition : `${current} ${addition}`;
}
