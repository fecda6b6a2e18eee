import { eq } from 'drizzle-orm';
import { QuoteEngineConfigSchema } from '#contracts/quote-engine.contract';
import { DEFAULT_QUOTE_ENGINE_CONFIG, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { validateQuoteEngineConfig } from '#domain/quote-engine/validate-quote-engine-config';
import type { Database } from '#server/db/client';
import { invalidateConfigCache } from '#server/db/config-cache';
import { quoteEngineConfig } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import { type ConfigVersionActor, recordConfigVersion } from '../config-versions/record-config-version';
import type { StoredQuoteEngineConfig } from './get-quote-engine-config';

/**
 * Save Configuration (docs/product/quote-engine.md#screen): checked by the domain, then the row
 * and its new version written in one transaction, so the config and its history never disagree.
 * A restore is this save with the version it came from.
 */
export async function saveQuoteEngineConfig(
  deps: { db: Database; now: () => Date },
  input: { config: QuoteEngineConfig; staff: ConfigVersionActor; restoredFromVersion?: number },
): Promise<StoredQuoteEngineConfig> {
  const validated = validateQuoteEngineConfig(input.config);
  if (!validated.ok) throw new UnprocessableError('The quote engine configuration is not valid.', validated.invalidParams, 'invalid_quote_engine_config');
  const config = validated.value;
  const updatedAt = deps.now();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(quoteEngineConfig).where(eq(quoteEngineConfig.id, 1)).for('update').limit(1);
    const values = { config, updatedAt, updatedBy: input.staff.id };
    await tx.insert(quoteEngineConfig).values({ id: 1, ...values }).onConflictDoUpdate({ target: quoteEngineConfig.id, set: values });
    // A stored config the engine cannot read was running as the defaults: that is what it was.
    const before = QuoteEngineConfigSchema.safeParse(current?.config);
    await recordConfigVersion(tx, {
      kind: 'quote_engine_config',
      before: {
        snapshot: before.success ? before.data : DEFAULT_QUOTE_ENGINE_CONFIG,
        savedAt: current?.updatedAt ?? updatedAt,
        savedBy: current?.updatedBy ?? null,
      },
      after: config,
      staff: input.staff,
      now: updatedAt,
      restoredFromVersion: input.restoredFromVersion,
    });
  });
  invalidateConfigCache(deps.db, 'quote_engine_config');
  return { config, updatedAt };
}
