/**
 * Admin §3: finalRecommendation carries the reasoning behind the quote method the AI chose.
 * It is JSON saved by a browser, so only a non-blank string counts; a list of reasons (as
 * some saves carry) is joined into sentences. Null when nothing usable was saved.
 */
export function getLeadRecommendationReasoning(finalRecommendation: unknown): string | null {
  if (typeof finalRecommendation !== 'object' || finalRecommendation === null) return null;
  const { reasoning } = finalRecommendation as { reasoning?: unknown };
  if (typeof reasoning === 'string') return reasoning.trim() === '' ? null : reasoning.trim();
  if (Array.isArray(reasoning)) {
    const parts = reasoning.filter((part): part is string => typeof part === 'string' && part.trim() !== '').map((part) => part.trim());
    return parts.length === 0 ? null : parts.join(' ');
  }
  return null;
}
