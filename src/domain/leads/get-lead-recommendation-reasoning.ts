/** The panel reads as a short paragraph, not a log: at most this many reasons. */
export const MAX_REASONING_SENTENCES = 3;

/**
 * finalRecommendation carries the reasoning behind the quote method the AI chose
 * (docs/product/lead-management.md#detail-panel), a list of reasons. Staff read it as two or three
 * plain sentences: blank reasons dropped, the first three kept, each ending with a full stop
 * (the engine writes some as fragments, 'Simple work'). The whole recommendation stays in the
 * folded JSON section for staff who want it. Null when no recommendation was saved or none of its
 * reasons says anything.
 */
export function getLeadRecommendationReasoning(finalRecommendation: { reasoning: readonly string[] } | null): string | null {
  if (finalRecommendation === null) return null;
  const parts = finalRecommendation.reasoning.map((part) => part.trim()).filter((part) => part !== '');
  if (parts.length === 0) return null;
  return parts
    .slice(0, MAX_REASONING_SENTENCES)
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ');
}
