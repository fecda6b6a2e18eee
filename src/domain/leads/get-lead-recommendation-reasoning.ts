/**
 * finalRecommendation carries the reasoning behind the quote method the AI chose
 * (docs/product/lead-management.md#detail-panel), a
 * list of reasons that reads as sentences joined. Blank reasons are dropped; null when no
 * recommendation was saved or none of its reasons says anything.
 */
export function getLeadRecommendationReasoning(finalRecommendation: { reasoning: readonly string[] } | null): string | null {
  if (finalRecommendation === null) return null;
  const parts = finalRecommendation.reasoning.map((part) => part.trim()).filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' ');
}
