import type { QuoteEngineFactor, QuoteEngineThresholds } from '../quote-engine/quote-engine-config';
import type { TrainingDifficulty } from '../quote-engine/recommend-for-training-scenario';

// The back office's words for the quote engine's values (docs/product/quote-engine.md#config,
// docs/product/ai-training.md#round); the engine's own keys stay on the wire.

export const QUOTE_ENGINE_FACTOR_LABELS: Readonly<Record<QuoteEngineFactor, string>> = {
  customerType: 'Customer type',
  jobScope: 'Job scope',
  urgency: 'Urgency',
  complexity: 'Complexity',
  visualAid: 'Visual assessment',
};

export const QUOTE_ENGINE_THRESHOLD_LABELS: Readonly<Record<keyof QuoteEngineThresholds, string>> = {
  instantQuote: 'Instant quote',
  videoQuote: 'Video quote',
  siteVisit: 'Site visit',
};

/** Customer types, by the engine's word or the config's key (propertyManager). */
export const CUSTOMER_TYPE_LABELS: Readonly<Record<string, string>> = {
  residential: 'Residential',
  commercial: 'Commercial',
  property_manager: 'Property manager',
  propertyManager: 'Property manager',
};

export const JOB_SCOPE_LABELS: Readonly<Record<string, string>> = { single: 'Single job', multiple: 'Multiple jobs' };

export const QUOTE_ENGINE_URGENCY_LABELS: Readonly<Record<string, string>> = { normal: 'Normal', urgent: 'Urgent', emergency: 'Emergency' };

export const TRAINING_DIFFICULTY_LABELS: Readonly<Record<TrainingDifficulty, string>> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };

/** A config path as staff read it: 'weights.urgency' → 'Urgency weight'. */
export function toQuoteEngineFieldLabel(field: string): string {
  const [group, key = ''] = field.split('.');
  if (group === 'weights') return `${QUOTE_ENGINE_FACTOR_LABELS[key as QuoteEngineFactor] ?? key} weight`;
  if (group === 'thresholds') return `${QUOTE_ENGINE_THRESHOLD_LABELS[key as keyof QuoteEngineThresholds] ?? key} threshold`;
  return field;
}

/** A label for any of these words, falling back to the word itself. */
export function toEngineWordLabel(labels: Readonly<Record<string, string>>, value: string): string {
  return labels[value] ?? value;
}
