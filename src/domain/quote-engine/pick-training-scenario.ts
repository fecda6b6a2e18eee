/**
 * The AI Training Game shows a random scenario, and Next Scenario loads another
 * (docs/product/ai-training.md#round). The
 * random source is passed in (Math.random in the browser, a seeded one in tests). With more
 * than one scenario the one just played is not shown again straight away.
 */
export function pickTrainingScenario<Scenario extends { id: string }>(
  scenarios: readonly Scenario[],
  random: () => number,
  previousId?: string | null,
): Scenario | null {
  const candidates =
    scenarios.length > 1 && previousId ? scenarios.filter((scenario) => scenario.id !== previousId) : scenarios;
  if (candidates.length === 0) return null;
  // A random source that returns 1 (or more) must not index past the end.
  const index = Math.min(candidates.length - 1, Math.max(0, Math.floor(random() * candidates.length)));
  return candidates[index] ?? null;
}
