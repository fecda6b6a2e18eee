/**
 * The recogniser answers in lower-case words with no punctuation. Before the words join the
 * customer's description they read as a sentence: the first letter and the pronoun "I" in
 * capitals, alternative-pronunciation markers ("read(2)") and spare spaces removed.
 */
export function tidyTranscript(raw: string): string {
  const words = raw
    .replace(/\(\d+\)/g, '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => (word === 'i' || word.startsWith("i'") ? `I${word.slice(1)}` : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
