import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import type { ConfigValue } from '#domain/config-versions/diff-config';
import { toMaterialMarkupFraction, toMaterialMarkupPercent } from '#domain/pricing/material-markup-percent';
import { preparePricingConfigForSave } from '#domain/pricing/prepare-pricing-config-for-save';
import {
  PRICING_COMPLEXITIES,
  PRICING_URGENCIES,
  type PricingComplexity,
  type PricingConfig,
  type PricingUrgency,
} from '#domain/pricing/pricing-config';
import { pricingConfigFromWire } from '#domain/pricing/pricing-config-wire';
import { poundsToPence } from '#domain/money';
import { formatHours, formatPounds } from '#client/lib/format';

/**
 * The edit form's values: the wire config, except the material markup, which staff type as a
 * percentage (docs/product/pricing-config.md#fields).
 */
export type PricingFormValues = Omit<PricingConfigDto, 'materialMarkup'> & { materialMarkupPercent: number };

export const URGENCY_LABELS: Readonly<Record<PricingUrgency, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  emergency: 'Emergency',
};

export const COMPLEXITY_LABELS: Readonly<Record<PricingComplexity, string>> = {
  simple: 'Simple',
  moderate: 'Moderate',
  complex: 'Complex',
  very_complex: 'Very complex',
};

export function toPricingFormValues(config: PricingConfigDto): PricingFormValues {
  const { materialMarkup, ...rest } = config;
  return {
    ...rest,
    materialMarkupPercent: toMaterialMarkupPercent(materialMarkup),
    urgencyModifiers: { ...config.urgencyModifiers },
    complexityModifiers: { ...config.complexityModifiers },
  };
}

export function toPricingConfigDto(values: PricingFormValues): PricingConfigDto {
  const { materialMarkupPercent, ...rest } = values;
  return {
    ...rest,
    materialMarkup: toMaterialMarkupFraction(materialMarkupPercent),
    urgencyModifiers: { ...values.urgencyModifiers },
    complexityModifiers: { ...values.complexityModifiers },
  };
}

/** A field of the form by its wire name: the markup is typed as a percentage. */
export function toFormFieldName(wireField: string): string {
  return wireField === 'materialMarkup' ? 'materialMarkupPercent' : wireField;
}

const NUMBER_FIELDS = ['baseRate', 'calloutFee', 'materialMarkupPercent', 'minimumCharge', 'maxDailyHours'] as const;

/** Every number box the form has, by its field name, with what it holds (an empty box included). */
function listNumbers(values: PricingFormValues): [string, unknown][] {
  return [
    ...NUMBER_FIELDS.map((field): [string, unknown] => [field, values[field]]),
    ...PRICING_URGENCIES.map((level): [string, unknown] => [`urgencyModifiers.${level}`, values.urgencyModifiers?.[level]]),
    ...PRICING_COMPLEXITIES.map((level): [string, unknown] => [`complexityModifiers.${level}`, values.complexityModifiers?.[level]]),
  ];
}

export type DraftCheck =
  | { ok: true; dto: PricingConfigDto; config: PricingConfig }
  | { ok: false; invalidParams: { name: string; reason: string }[] };

/**
 * The draft as the save would take it (docs/product/pricing-config.md#saving): every box a
 * number, then the domain's own rounding and checks, reasons named by form field. The sample and
 * the lead preview show the rounded config, exactly what Save Changes would store.
 */
export function checkPricingDraft(values: PricingFormValues): DraftCheck {
  const empty = listNumbers(values)
    .filter(([, value]) => typeof value !== 'number' || !Number.isFinite(value))
    .map(([name]) => ({ name, reason: 'Enter a number.' }));
  if (empty.length > 0) return { ok: false, invalidParams: empty };
  const dto = toPricingConfigDto(values);
  const prepared = preparePricingConfigForSave(pricingConfigFromWire(dto));
  if (!prepared.ok) {
    return { ok: false, invalidParams: prepared.invalidParams.map((param) => ({ ...param, name: toFormFieldName(param.name) })) };
  }
  return { ok: true, dto, config: prepared.value };
}

/** The form shows the same reasons as the server would send, before anything is sent. */
export const pricingFormResolver: Resolver<PricingFormValues> = (values) => {
  const checked = checkPricingDraft(values);
  if (checked.ok) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const { name, reason } of checked.invalidParams) errors[name] ??= { type: 'validate', message: reason };
  return { values: {}, errors: toNestedErrors(errors) };
};

/** 'urgencyModifiers.high' → { urgencyModifiers: { high: … } }, the shape react-hook-form reads. */
function toNestedErrors(flat: Record<string, { type: string; message: string }>): FieldErrors<PricingFormValues> {
  const nested: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const [group, level] = name.split('.');
    if (!group) continue;
    if (level) {
      const existing = (nested[group] as Record<string, unknown> | undefined) ?? {};
      nested[group] = { ...existing, [level]: error };
    } else {
      nested[group] = error;
    }
  }
  return nested as FieldErrors<PricingFormValues>;
}

const MONEY_FIELDS = new Set(['baseRate', 'calloutFee', 'minimumCharge']);

const FIELD_LABELS: Readonly<Record<string, string>> = {
  baseRate: 'Base rate',
  calloutFee: 'Call-out fee',
  materialMarkup: 'Material markup',
  minimumCharge: 'Minimum charge',
  maxDailyHours: 'Max daily hours',
};

/** A wire field as the history names it: 'urgencyModifiers.high' → 'High urgency modifier'. */
export function describePricingField(field: string): string {
  const [group, level] = field.split('.');
  if (group === 'urgencyModifiers' && level) return `${URGENCY_LABELS[level as PricingUrgency] ?? level} urgency modifier`;
  if (group === 'complexityModifiers' && level) return `${COMPLEXITY_LABELS[level as PricingComplexity] ?? level} complexity modifier`;
  return FIELD_LABELS[field] ?? field;
}

/** A modifier as staff read it: +0.3, 0, -0.1. */
export function formatModifier(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/** A wire value as the history shows it: money in pounds and pence, the markup in percent. */
export function formatPricingValue(field: string, value: ConfigValue): string {
  if (typeof value !== 'number') return value === null ? '(none)' : String(value);
  if (MONEY_FIELDS.has(field)) return formatPounds(poundsToPence(value));
  if (field === 'materialMarkup') return `${toMaterialMarkupPercent(value)} %`;
  if (field === 'maxDailyHours') return formatHours(value);
  return formatModifier(value);
}
