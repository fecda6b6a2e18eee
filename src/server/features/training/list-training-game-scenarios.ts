import { asc, desc, eq } from 'drizzle-orm';
import type { TrainingGameScenario } from '#domain/quote-engine/training-game-scenario';
import { toLeadTrainingGameScenario, toStoredTrainingGameScenario, withDistinctJobTexts } from '#domain/quote-engine/training-game-scenario';
import type { Database } from '#server/db/client';
import { leads, trainingScenarios } from '#server/db/schema';
import { getQuoteEngineConfig } from '../quote-engine/get-quote-engine-config';

/** Jobs from real leads in the game at once: enough variety, and each analysed on every load. */
export const LEAD_SCENARIO_COUNT = 20;
/** Recent leads looked at to find them; some name no job the engine can read. */
const LEAD_CANDIDATES = 60;

/**
 * The game's scenarios (docs/product/ai-training.md#round): the stored ones (the five built-ins)
 * with the game rules' recommendation, then the jobs of the most recent leads with the quote
 * engine's recommendation under the saved configuration, one per distinct job text. Lead scenarios carry the cleaned
 * description only (docs/product/ai-training.md#scenarios-from-real-leads): the name, phone,
 * email and address are read here solely to be removed from the text.
 */
export async function listTrainingGameScenarios(deps: { db: Database }): Promise<TrainingGameScenario[]> {
  const [stored, recentLeads, { config }] = await Promise.all([
    deps.db.select().from(trainingScenarios).orderBy(asc(trainingScenarios.createdAt), asc(trainingScenarios.id)),
    deps.db
      .select({
        id: leads.id,
        jobDescription: leads.jobDescription,
        customerType: leads.customerType,
        urgency: leads.urgency,
        customerName: leads.customerName,
        phone: leads.phone,
        email: leads.email,
        address: leads.address,
        postcode: leads.postcode,
      })
      .from(leads)
      .where(eq(leads.isDraft, false))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(LEAD_CANDIDATES),
    getQuoteEngineConfig(deps),
  ]);
  const builtIn = withDistinctJobTexts(stored.flatMap((row) => toStoredTrainingGameScenario(row) ?? []));
  const fromLeads = recentLeads.flatMap((lead) => toLeadTrainingGameScenario(lead, config) ?? []);
  // A lead that repeats a built-in scenario's or another lead's words adds nothing to judge.
  const distinct = withDistinctJobTexts([...builtIn, ...fromLeads]);
  return [...builtIn, ...distinct.filter((scenario) => scenario.source === 'lead').slice(0, LEAD_SCENARIO_COUNT)];
}
