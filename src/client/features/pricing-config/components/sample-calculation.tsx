import { PRICING_COMPLEXITIES, PRICING_URGENCIES, type PricingConfig } from '#domain/pricing/pricing-config';
import { toMaterialMarkupPercent } from '#domain/pricing/material-markup-percent';
import { previewPricingSample } from '#domain/pricing/preview-pricing-sample';
import { poundsToPence } from '#domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatHours, formatPounds } from '#client/lib/format';
import { COMPLEXITY_LABELS, formatModifier, URGENCY_LABELS } from '../internal/pricing-form';

export type SampleCalculationProps = {
  config: PricingConfig;
  /** While editing: the draft, worked out as staff type. */
  isDraft?: boolean;
};

/**
 * The sample calculation preview (docs/product/pricing-config.md#sample-calculation): the
 * customers' own engine on a sample job, the total rounded down to a multiple of 50 pence, and
 * the hourly rate for every urgency and complexity.
 */
export function SampleCalculation({ config, isDraft = false }: SampleCalculationProps) {
  const preview = previewPricingSample(config);
  const { sample, breakdown } = preview;
  const urgencyModifier = config.urgencyModifiers[sample.urgency];
  const complexityModifier = config.complexityModifiers[sample.complexity];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sample Calculation</CardTitle>
        <CardDescription>
          {`${isDraft ? 'With your changes: a' : 'A'} sample job of ${formatHours(sample.hours)} of ${COMPLEXITY_LABELS[sample.complexity].toLowerCase()} work at ${URGENCY_LABELS[sample.urgency].toLowerCase()} urgency, with ${formatPounds(poundsToPence(sample.materialsPounds))} of materials.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="rounded-md bg-muted/60 p-3 text-sm">
          <span className="font-medium">Hourly rate = base rate × (1 + urgency modifier + complexity modifier)</span>
          <br />
          <span className="tabular-nums">{`${formatPounds(config.baseRatePence)} × (1 ${formatSigned(urgencyModifier)} ${formatSigned(complexityModifier)}) = ${formatPounds(breakdown.hourlyRatePence)} an hour`}</span>
        </p>
        <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm [&>dd]:pl-4" aria-label="Sample job price">
          <dt>{`Labour (${formatHours(breakdown.hours)} × ${formatPounds(breakdown.hourlyRatePence)})`}</dt>
          <dd className="text-right tabular-nums">{formatPounds(breakdown.labourPence)}</dd>
          <dt>{`Materials (with ${toMaterialMarkupPercent(config.materialMarkup)} % markup)`}</dt>
          <dd className="text-right tabular-nums">{formatPounds(breakdown.materialsPence)}</dd>
          <dt>Call-out fee</dt>
          <dd className="text-right tabular-nums">{formatPounds(breakdown.calloutFeePence)}</dd>
          {breakdown.minimumChargeApplied ? (
            <>
              <dt>Minimum charge applied</dt>
              <dd className="text-right tabular-nums">{formatPounds(breakdown.minimumChargePence)}</dd>
            </>
          ) : null}
          <dt className="border-t pt-2 font-semibold">Total (rounded down to a multiple of 50p)</dt>
          <dd className="border-t pt-2 text-right text-base font-bold tabular-nums">
            {formatPounds(preview.totalPence)}
          </dd>
        </dl>
        <Table label="Hourly rates by urgency and complexity" caption="Hourly rate for each urgency (rows) and complexity (columns)" density="compact">
          <TableHeader>
            <TableRow>
              <TableHead>Urgency</TableHead>
              {PRICING_COMPLEXITIES.map((complexity) => (
                <TableHead key={complexity} align="right">
                  {COMPLEXITY_LABELS[complexity]}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {PRICING_URGENCIES.map((urgency) => (
              <TableRow key={urgency}>
                <TableHead scope="row">{URGENCY_LABELS[urgency]}</TableHead>
                {PRICING_COMPLEXITIES.map((complexity) => (
                  <TableCell key={complexity} align="right" className="tabular-nums">
                    {formatPounds(preview.hourlyRatesPence[urgency][complexity])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** '+ 0.3', '− 0.1', '+ 0' inside the formula line. */
function formatSigned(modifier: number): string {
  return modifier < 0 ? `\u2212 ${Math.abs(modifier)}` : `+ ${formatModifier(modifier).replace('+', '')}`;
}
