import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { DEFAULT_PRICING_CONFIG } from '#domain/pricing/pricing-config';
import { DEFAULT_QUOTE_ENGINE_CONFIG } from '#domain/quote-engine/quote-engine-config';
import { DEFAULT_TRAINING_SCENARIOS } from '#domain/quote-engine/default-training-scenarios';
import { DEFAULT_APP_SETTINGS } from '#domain/settings/default-app-settings';
import * as schema from './schema';

type SeedDatabase = NodePgDatabase<typeof schema>;

/**
 * Inserts the defaults once: app settings, pricing config, quote engine config and the built-in
 * training scenarios (docs/product/app-settings.md#fields, docs/product/pricing-config.md#defaults,
 * docs/product/quote-engine.md#defaults, docs/product/ai-training.md#built-in-scenarios).
 * `on conflict do nothing` means a later start never
 * overwrites what staff changed; the built-in key keeps each training scenario unique.
 */
export async function seedDefaults(db: SeedDatabase): Promise<void> {
  await db.insert(schema.appSettings).values({ id: 1, ...DEFAULT_APP_SETTINGS }).onConflictDoNothing();
  await db.insert(schema.pricingConfig).values({ id: 1, ...DEFAULT_PRICING_CONFIG }).onConflictDoNothing();
  await db.insert(schema.quoteEngineConfig).values({ id: 1, config: DEFAULT_QUOTE_ENGINE_CONFIG }).onConflictDoNothing();
  await db
    .insert(schema.trainingScenarios)
    .values(
      DEFAULT_TRAINING_SCENARIOS.map((scenario) => ({
        builtInKey: scenario.id,
        jobDescription: scenario.jobDescription,
        customerType: scenario.customerType,
        jobScope: scenario.jobScope,
        urgency: scenario.urgency,
        complexity: scenario.complexity,
        aiRecommendation: scenario.aiRecommendation,
        aiReasoning: scenario.aiReasoning,
      })),
    )
    .onConflictDoNothing({ target: schema.trainingScenarios.builtInKey });
}
