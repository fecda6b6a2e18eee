import { QuoteEngineConfigSchema } from '#contracts/quote-engine.contract';
import type { Database } from '#server/db/client';
import { loadConfigVersionSnapshot } from '../config-versions/load-config-version-snapshot';
import type { ConfigVersionActor } from '../config-versions/record-config-version';
import type { StoredQuoteEngineConfig } from './get-quote-engine-config';
import { saveQuoteEngineConfig } from './save-quote-engine-config';

/**
 * Puts an earlier version's weights and thresholds back (docs/product/quote-engine.md#history):
 * saved through the same checks as any save, and recorded as a new version naming the one restored.
 */
export async function restoreQuoteEngineConfigVersion(
  deps: { db: Database; now: () => Date },
  input: { version: number; staff: ConfigVersionActor },
): Promise<StoredQuoteEngineConfig> {
  const config = await loadConfigVersionSnapshot(deps, { kind: 'quote_engine_config', version: input.version, schema: QuoteEngineConfigSchema });
  return saveQuoteEngineConfig(deps, { config, staff: input.staff, restoredFromVersion: input.version });
}
