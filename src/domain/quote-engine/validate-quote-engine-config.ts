import type { InvalidParam, ValidationResult } from '../invalid-param';
import { JOB_SCOPES, QUOTE_ENGINE_FACTORS, QUOTE_ENGINE_URGENCIES } from './quote-engine-config';
import type { QuoteEngineConfig } from './quote-engine-config';

type Group = keyof QuoteEngineConfig;

/** The keys each group must carry; the sliders run from 0 to 1 (docs/product/quote-engine.md#config). */
const GROUP_KEYS: Record<Group, readonly string[]> = {
  weights: QUOTE_ENGINE_FACTORS,
  thresholds: ['instantQuote', 'videoQuote', 'siteVisit'] satisfies (keyof QuoteEngineConfig['thresholds'])[],
  customerTypeValues: ['residential', 'commercial', 'propertyManager'] satisfies (keyof QuoteEngineConfig['customerTypeValues'])[],
  jobScopeValues: JOB_SCOPES,
  urgencyValues: QUOTE_ENGINE_URGENCIES,
};

function isBetweenZeroAndOne(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;
}

/**
 * Checks a config before it is saved (POST /api/quote-engine/config,
 * docs/product/quote-engine.md#validation). Every number is
 * between 0 and 1; the weights must not all be 0 (the score would mean nothing); thresholds
 * must not go down: instantQuote ≤ videoQuote ≤ siteVisit. Equal thresholds are allowed on
 * purpose — they switch a band off (instantQuote = videoQuote means no video quotes).
 */
export function validateQuoteEngineConfig(config: QuoteEngineConfig): ValidationResult<QuoteEngineConfig> {
  const problems: InvalidParam[] = [];
  for (const [group, keys] of Object.entries(GROUP_KEYS) as [Group, readonly string[]][]) {
    const values = config[group] as Readonly<Record<string, unknown>>;
    for (const key of keys) {
      if (!isBetweenZeroAndOne(values[key])) {
        problems.push({ name: `${group}.${key}`, reason: 'Must be a number from 0 to 1.' });
      }
    }
  }

  const { weights, thresholds } = config;
  const weightTotal = Object.values(weights).reduce((sum, weight) => sum + (isBetweenZeroAndOne(weight) ? weight : 0), 0);
  if (weightTotal === 0) {
    problems.push({ name: 'weights', reason: 'At least one weight must be above 0.' });
  }
  if (isBetweenZeroAndOne(thresholds.instantQuote) && isBetweenZeroAndOne(thresholds.videoQuote)) {
    if (thresholds.videoQuote < thresholds.instantQuote) {
      problems.push({
        name: 'thresholds.videoQuote',
        reason: 'Must be at least the instant-quote threshold.',
      });
    }
  }
  if (isBetweenZeroAndOne(thresholds.videoQuote) && isBetweenZeroAndOne(thresholds.siteVisit)) {
    if (thresholds.siteVisit < thresholds.videoQuote) {
      problems.push({
        name: 'thresholds.siteVisit',
        reason: 'Must be at least the video-quote threshold.',
      });
    }
  }

  if (problems.length > 0) return { ok: false, invalidParams: problems };
  return {
    ok: true,
    value: {
      weights: { ...config.weights },
      thresholds: { ...config.thresholds },
      customerTypeValues: { ...config.customerTypeValues },
      jobScopeValues: { ...config.jobScopeValues },
      urgencyValues: { ...config.urgencyValues },
    },
  };
}
