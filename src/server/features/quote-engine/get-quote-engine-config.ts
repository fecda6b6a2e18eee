import { eq } from 'drizzle-orm';
import { DEFAULT_QUOTE_ENGINE_CONFIG, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { validateQuoteEngineConfig } from '#domain/quote-engine/validate-quote-engine-config';
import { QuoteEngineConfigSchema } from '#contracts/quote-engine.contract';
import type { Database } from '#server/db/client';
import { createLastKnownGood } from '#server/db/last-known-good';
import { readThroughConfigCache } from '#server/db/config-cache';
import { quoteEngineConfig } from '#server/db/schema';

export type StoredQuoteEngineConfig = { config: QuoteEngineConfig; updatedAt: Date };

/**
 * The stored config; a missing or unreadable row falls back to the defaults
 * (docs/product/quote-engine.md#defaults). Cached in the process until a save (db/config-cache.ts).
 */
export function getQuoteEngineConfig(deps: { db: Database }): Promise<StoredQuoteEngineConfig> {
  return lastKnownEngine(deps.db, () => readThroughConfigCache(deps.db, 'quote_engine_config', () => loadQuoteEngineConfig(deps.db)));
}

/** While the database is down, recommendations use the config last read (docs/limits.md#database-down). */
const lastKnownEngine = createLastKnownGood<StoredQuoteEngineConfig>();

async function loadQuoteEngineConfig(db: Database): Promise<StoredQuoteEngineConfig> {
  const [row] = await db.select().from(quoteEngineConfig).where(eq(quoteEngineConfig.id, 1)).limit(1);
  const parsed = QuoteEngineConfigSchema.safeParse(row?.config);
  if (!row || !parsed.success || !validateQuoteEngineConfig(parsed.data).ok) {
    return { config: DEFAULT_QUOTE_ENGINE_CONFIG, updatedAt: row?.updatedAt ?? new Date(0) };
  }
  return { config: parsed.data, updatedAt: row.updatedAt };
}
