import type { QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';
import { validateQuoteEngineConfig } from '#domain/quote-engine/validate-quote-engine-config';
import type { Database } from '#server/db/client';
import { quoteEngineConfig } from '#server/db/schema';
import { UnprocessableError } from '#server/errors';
import type { StoredQuoteEngineConfig } from './get-quote-engine-config';

export async function saveQuoteEngineConfig(
  deps: { db: Database; now: () => Date },
  input: { config: QuoteEngineConfig; staffId: string },
): Promise<StoredQuoteEngineConfig> {
  const validated = validateQuoteEngineConfig(input.config);
  if (!validated.ok) throw new UnprocessableError('The quote engine configuration is not valid.', validated.invalidParams, 'invalid_quote_engine_config');
  const updatedAt = deps.now();
  const values = { config: validated.value, updatedAt, updatedBy: input.staffId };
  await deps.db.insert(quoteEngineConfig).values({ id: 1, ...values }).onConflictDoUpdate({ target: quoteEngineConfig.id, set: values });
  return { config: validated.value, updatedAt };
}
