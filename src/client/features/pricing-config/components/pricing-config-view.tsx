import type { ReactNode } from 'react';
import { toMaterialMarkupPercent } from '#domain/pricing/material-markup-percent';
import { PRICING_COMPLEXITIES, PRICING_URGENCIES, type PricingConfig } from '#domain/pricing/pricing-config';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatHours, formatPounds } from '#client/lib/format';
import { COMPLEXITY_LABELS, formatModifier, URGENCY_LABELS } from '../internal/pricing-form';

export type PricingConfigViewProps = { config: PricingConfig };

/** View mode (docs/product/pricing-config.md#view-and-edit): the values in force, section by section. */
export function PricingConfigView({ config }: PricingConfigViewProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ValuesCard
        title="Basic Pricing"
        description="What every job starts from. Rates end in 00 or 50."
        rows={[
          ['Base rate', `${formatPounds(config.baseRatePence)} an hour`],
          ['Call-out fee', formatPounds(config.calloutFeePence)],
          ['Material markup', `${toMaterialMarkupPercent(config.materialMarkup)} %`],
          ['Minimum charge', formatPounds(config.minimumChargePence)],
          ['Max daily hours', formatHours(config.maxDailyHours)],
        ]}
      />
      <ValuesCard
        title="Urgency Modifiers"
        description="Added to 1 and multiplied by the base rate."
        rows={PRICING_URGENCIES.map((level) => [URGENCY_LABELS[level], formatModifier(config.urgencyModifiers[level])])}
      />
      <ValuesCard
        title="Complexity Modifiers"
        description="Added to the urgency modifier for each task."
        rows={PRICING_COMPLEXITIES.map((level) => [COMPLEXITY_LABELS[level], formatModifier(config.complexityModifiers[level])])}
      />
    </div>
  );
}

type ValuesCardProps = { title: string; description: string; rows: [string, ReactNode][] };

function ValuesCard({ title, description, rows }: ValuesCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-right font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
