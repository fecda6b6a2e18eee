import { useQuery } from '@tanstack/react-query';
import { Copy, FileQuestion } from 'lucide-react';
import { useState } from 'react';
import { calculateContractorPay, type MarginBand } from '#domain/contractor-pay/calculate-contractor-pay';
import { HOURS_SOURCE_LABELS, MARGIN_BAND_LABELS, SKILL_LEVEL_LABELS } from '#domain/contractor-pay/contractor-pay-labels';
import { createContractorWhatsAppMessage } from '#domain/contractor-pay/create-contractor-whatsapp-message';
import { CUSTOM_HOURS_STEP, readCustomHours } from '#domain/contractor-pay/read-custom-hours';
import { truncateText } from '#domain/display/truncate-text';
import { ErrorBanner } from '#client/components/ui/alert';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { Skeleton } from '#client/components/ui/skeleton';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { formatHours, formatPounds, formatPoundsWhole } from '#client/lib/format';
import { contractorRatesQueryOptions, payableLeadsQueryOptions, selectActiveRates } from '#client/resources/contractor-pay/contractor-pay-api';
import { toPercentText } from '../internal/to-percent-text';

const BAND_BADGES: Record<MarginBand, BadgeVariant> = { green: 'success', yellow: 'warning', red: 'destructive' };

/** Job descriptions in the lead picker are cut to keep each option on one line. */
const LEAD_OPTION_JOB_CHARS = 40;

/**
 * The calculation card (docs/product/contractor-pay.md#screen): a quoted lead, an active rate
 * and optional custom hours give the hours, pay and margin, all worked out by the domain, and
 * the WhatsApp message to copy.
 */
export function PayCalculationCard() {
  const leads = useQuery(payableLeadsQueryOptions());
  const rates = useQuery({ ...contractorRatesQueryOptions(), select: selectActiveRates });
  const [leadId, setLeadId] = useState<string>();
  const [rateId, setRateId] = useState<string>();
  const [customHoursText, setCustomHoursText] = useState('');

  const lead = leads.data?.find((candidate) => candidate.id === leadId);
  const rate = rates.data?.find((candidate) => candidate.id === rateId);
  const customHours = readCustomHours(customHoursText);
  const pay =
    lead && rate
      ? calculateContractorPay({ quotePence: lead.quoteAmount, hourlyRatePence: rate.hourlyRate, customHours: customHours.hours, analysis: lead.analysis })
      : null;
  const message =
    lead && rate && pay
      ? createContractorWhatsAppMessage({
          contractorName: rate.name,
          customerName: lead.customerName,
          jobDescription: lead.jobDescription,
          address: { address: lead.address, city: lead.city, postcode: lead.postcode },
          hours: pay.hours,
          hourlyRatePence: rate.hourlyRate,
          payPence: pay.payPence,
        })
      : '';

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: 'Copied to Clipboard', description: 'WhatsApp message ready to paste' });
    } catch {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Please copy the text manually' });
    }
  }

  const leadOptions = (leads.data ?? []).map((candidate) => ({
    value: candidate.id,
    label: `${candidate.customerName}, ${formatPoundsWhole(candidate.quoteAmount)}: ${truncateText(candidate.jobDescription, LEAD_OPTION_JOB_CHARS)}`,
  }));
  const rateOptions = (rates.data ?? []).map((candidate) => ({
    value: candidate.id,
    label: `${candidate.name}, ${formatPounds(candidate.hourlyRate)} an hour (${SKILL_LEVEL_LABELS[candidate.skillLevel]})`,
  }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calculate pay</CardTitle>
        <CardDescription>Pick a quoted lead and a contractor to see the pay and the margin left.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {leads.isError || rates.isError ? (
          <ErrorBanner
            onRetry={() => {
              void leads.refetch();
              void rates.refetch();
            }}
          >
            The leads or the contractor rates could not be loaded.
          </ErrorBanner>
        ) : null}
        {leads.isPending || rates.isPending ? (
          <div className="flex flex-col gap-4" aria-hidden="true">
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : null}
        {leads.data?.length === 0 ? (
          <EmptyState icon={FileQuestion} title="No quoted leads yet" description="Set a final quote on a lead in Lead Management, then come back." />
        ) : null}
        {leads.data && leads.data.length > 0 && rates.data ? (
          <>
            <FormField label="Lead" hint="The 10 newest leads with a final quote.">
              <Select options={leadOptions} value={leadId} onValueChange={setLeadId} placeholder="Choose a lead" />
            </FormField>
            {rates.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">Add or activate a contractor rate to calculate pay.</p>
            ) : (
              <FormField label="Contractor">
                <Select options={rateOptions} value={rate ? rateId : undefined} onValueChange={setRateId} placeholder="Choose a contractor" />
              </FormField>
            )}
            <FormField label="Custom hours" hint="Optional. Leave blank to use the job's own estimate." error={customHours.error ?? undefined}>
              <Input
                type="number"
                inputMode="decimal"
                step={CUSTOM_HOURS_STEP}
                min={CUSTOM_HOURS_STEP}
                value={customHoursText}
                onChange={(event) => setCustomHoursText(event.target.value)}
              />
            </FormField>
          </>
        ) : null}
        {pay && lead && rate ? (
          <section aria-labelledby="pay-result-title" className="flex flex-col gap-4 rounded-lg border bg-muted/40 p-4">
            <h3 id="pay-result-title" className="font-semibold">
              Pay for {lead.customerName}'s job
            </h3>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Hours</dt>
                <dd className="font-semibold">{formatHours(pay.hours)}</dd>
                <dd className="text-xs text-muted-foreground">from {HOURS_SOURCE_LABELS[pay.hoursSource]}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Contractor pay</dt>
                <dd className="font-semibold tabular-nums">{formatPounds(pay.payPence)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Quote</dt>
                <dd className="font-semibold tabular-nums">{formatPounds(lead.quoteAmount)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Margin</dt>
                <dd className="font-semibold tabular-nums">{formatPounds(pay.marginPence)}</dd>
              </div>
              <div className="col-span-2 sm:col-span-2">
                <dt className="text-muted-foreground">Margin %</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <Badge variant={BAND_BADGES[pay.marginBand]} data-margin-band={pay.marginBand} className="text-sm tabular-nums">
                    {toPercentText(pay.marginPercent)}
                  </Badge>
                  <span>{MARGIN_BAND_LABELS[pay.marginBand]}</span>
                </dd>
              </div>
            </dl>
            <FormField label="WhatsApp message" hint="No phone number or email: those go to the contractor once they accept.">
              <Textarea readOnly rows={9} value={message} className="font-mono text-sm" />
            </FormField>
            <div>
              <Button onClick={handleCopy}>
                <Copy aria-hidden="true" />
                Copy WhatsApp Message
              </Button>
            </div>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
