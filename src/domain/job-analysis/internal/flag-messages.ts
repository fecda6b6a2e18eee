// Flag wording shared by the engine's own reading (analyse-job.ts) and a language model's reading
// joined to it (merge-model-reading.ts), so a customer reads the same words whichever raised it.

/** The longest quote of the customer's words a flag carries. */
export const SNIPPET_MAX = 40;

/** The customer's words, shortened, for a flag raised without a phrase to quote. */
export function wholeSnippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET_MAX ? flat : `${flat.slice(0, SNIPPET_MAX - 1).trimEnd()}…`;
}

export const NO_JOB_FOUND_MESSAGE = "We couldn't find a specific job in the description. Please say what needs doing, for example 'fix a dripping kitchen tap'.";

export function largeJobMessage(totalHours: number): string {
  return `About ${totalHours} hours of work, more than two days, so a site visit is recommended.`;
}
