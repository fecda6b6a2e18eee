/** Long enough for a full name, phone and a phrase; a longer term is a paste accident. */
export const MAX_LEAD_SEARCH_CHARS = 100;

/**
 * What staff typed in the search box, ready to match: trimmed, inner runs of white space
 * made single (the stored text joins name, phone and job with single spaces), lower-cased
 * (the indexed expression is lower-cased) and capped. A blank search is no search (null).
 */
export function normaliseLeadSearchTerm(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const term = Array.from(raw.trim().replace(/\s+/g, ' ').toLowerCase()).slice(0, MAX_LEAD_SEARCH_CHARS).join('').trim();
  return term === '' ? null : term;
}

/**
 * The LIKE pattern for "contains": % and _ typed by staff are literal characters, not
 * wildcards, so they and the escape character itself are escaped with a backslash (the
 * default LIKE escape in PostgreSQL).
 */
export function toLeadSearchPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
