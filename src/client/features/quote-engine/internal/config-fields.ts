import type { Path } from 'react-hook-form';
import type { ConfigValue } from '#domain/config-versions/diff-config';
import {
  CUSTOMER_TYPE_LABELS,
  JOB_SCOPE_LABELS,
  QUOTE_ENGINE_FACTOR_LABELS,
  QUOTE_ENGINE_THRESHOLD_LABELS,
  QUOTE_ENGINE_URGENCY_LABELS,
} from '#domain/display/to-quote-engine-labels';
import { JOB_SCOPES, QUOTE_ENGINE_FACTORS, QUOTE_ENGINE_URGENCIES, type QuoteEngineConfig } from '#domain/quote-engine/quote-engine-config';

export type ConfigField = { name: Path<QuoteEngineConfig>; label: string };
export type ConfigGroup = { name: keyof QuoteEngineConfig; title: string; description: string; fields: ConfigField[] };

/** The screen's slider groups, in the order the config lists them (docs/product/quote-engine.md#config). */
export const CONFIG_GROUPS: readonly ConfigGroup[] = [
  {
    name: 'weights',
    title: 'Scoring weights',
    description: 'How much each factor counts in the combined score (a weighted mean).',
    fields: QUOTE_ENGINE_FACTORS.map((factor) => ({ name: `weights.${factor}`, label: `${QUOTE_ENGINE_FACTOR_LABELS[factor]} weight` })),
  },
  {
    name: 'thresholds',
    title: 'Quote thresholds',
    description: 'Below the instant-quote threshold an instant quote; below the video-quote threshold a video quote; above, a site visit, certain from the site-visit threshold.',
    fields: (['instantQuote', 'videoQuote', 'siteVisit'] as const).map((key) => ({
      name: `thresholds.${key}`,
      label: `${QUOTE_ENGINE_THRESHOLD_LABELS[key]} threshold`,
    })),
  },
  {
    name: 'customerTypeValues',
    title: 'Customer type values',
    description: 'The customer-type factor for each kind of customer.',
    fields: (['residential', 'commercial', 'propertyManager'] as const).map((key) => ({
      name: `customerTypeValues.${key}`,
      label: `${CUSTOMER_TYPE_LABELS[key] ?? key} value`,
    })),
  },
  {
    name: 'jobScopeValues',
    title: 'Job scope values',
    description: 'The job-scope factor for one job or several.',
    fields: JOB_SCOPES.map((key) => ({ name: `jobScopeValues.${key}`, label: `${JOB_SCOPE_LABELS[key] ?? key} value` })),
  },
  {
    name: 'urgencyValues',
    title: 'Urgency values',
    description: 'The urgency factor for each urgency.',
    fields: QUOTE_ENGINE_URGENCIES.map((key) => ({ name: `urgencyValues.${key}`, label: `${QUOTE_ENGINE_URGENCY_LABELS[key] ?? key} value` })),
  },
];

/** Every field a server reason may name, for applyInvalidParams. */
export const CONFIG_FIELD_NAMES: readonly Path<QuoteEngineConfig>[] = [...CONFIG_GROUPS.flatMap((group) => group.fields.map((field) => field.name)), 'weights'];

const FIELD_LABELS: ReadonlyMap<string, string> = new Map(CONFIG_GROUPS.flatMap((group) => group.fields.map((field) => [field.name, field.label] as const)));

/** A changed field as the history names it: 'weights.urgency' → 'Urgency weight'. */
export function describeConfigField(field: string): string {
  return FIELD_LABELS.get(field) ?? field;
}

/** A weight, threshold or value as the sliders show it: two decimals (0.05 steps). */
export function formatConfigNumber(value: number): string {
  return value.toFixed(2);
}

/** A value as the history shows it: as the sliders do. */
export function formatConfigValue(_field: string, value: ConfigValue): string {
  return typeof value === 'number' ? formatConfigNumber(value) : String(value);
}
