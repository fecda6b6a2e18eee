import { Save, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FieldError, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import { PRICING_COMPLEXITIES, PRICING_URGENCIES } from '#domain/pricing/pricing-config';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { isApiError } from '#client/lib/api-client';
import { toStatusMessage } from '#client/lib/form-errors';
import { useUpdatePricingConfigMutation } from '#client/resources/pricing-config/pricing-config-api';
import {
  checkPricingDraft,
  COMPLEXITY_LABELS,
  pricingFormResolver,
  type PricingFormValues,
  toFormFieldName,
  toPricingConfigDto,
  toPricingFormValues,
  URGENCY_LABELS,
} from '../internal/pricing-form';
import { useDebouncedValue } from '../internal/use-debounced-value';
import { LeadPreviewPanel } from './lead-preview-panel';
import { SampleCalculation } from './sample-calculation';

/** The lead preview asks the server once staff pause typing for this long. */
const PREVIEW_DEBOUNCE_MS = 400;

type PricingForm = UseFormReturn<PricingFormValues>;
type NumberFieldName = Parameters<PricingForm['register']>[0];

export type PricingConfigFormProps = {
  config: PricingConfigDto;
  onDone: () => void;
};

/**
 * Edit mode (docs/product/pricing-config.md#view-and-edit): the same sections as inputs, the
 * sample calculation and the preview on recent leads updated from the draft as staff type, then
 * Save Changes (back to view mode once saved) or Cancel.
 */
export function PricingConfigForm({ config, onDone }: PricingConfigFormProps) {
  const saveMutation = useUpdatePricingConfigMutation();
  const form = useForm<PricingFormValues>({ resolver: pricingFormResolver, defaultValues: toPricingFormValues(config), mode: 'onChange' });
  const values = useWatch({ control: form.control }) as PricingFormValues;
  const checked = checkPricingDraft(values);
  const draftKey = checked.ok ? JSON.stringify(checked.dto) : null;
  const settledKey = useDebouncedValue(draftKey, PREVIEW_DEBOUNCE_MS);
  const previewDraft = settledKey === null ? null : (JSON.parse(settledKey) as PricingConfigDto);

  // Awaited rather than given callbacks: on success the page leaves edit mode and this form is
  // gone, and a mutate() callback would not run after its component is gone.
  async function handleSave(formValues: PricingFormValues) {
    try {
      await saveMutation.mutateAsync(toPricingConfigDto(formValues));
      toast({ title: 'Success', description: 'Pricing configuration updated successfully' });
      onDone();
    } catch (error) {
      for (const { name, reason } of isApiError(error) ? (error.problem?.invalidParams ?? []) : []) {
        form.setError(toFormFieldName(name) as NumberFieldName, { type: 'server', message: reason });
      }
      toast({ variant: 'destructive', title: 'Error', description: `Failed to update pricing configuration: ${toStatusMessage(error)}` });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleSave)} aria-label="Edit pricing" className="flex flex-col gap-6">
      <Alert variant="info" title="Rounded down to 50p">
        Base rate, call-out fee and minimum charge are rounded down to the nearest 50p when you save, so rates end in 00 or 50.
      </Alert>
      <div className="grid gap-6 lg:grid-cols-3">
        <Section title="Basic Pricing" description="What every job starts from.">
          <NumberField form={form} name="baseRate" label="Base rate (£ an hour)" step={0.01} min={0} />
          <NumberField form={form} name="calloutFee" label="Call-out fee (£)" step={0.01} min={0} />
          <NumberField form={form} name="materialMarkupPercent" label="Material markup (%)" hint="Stored as a fraction: 15 % is 0.15." step={0.01} min={0} />
          <NumberField form={form} name="minimumCharge" label="Minimum charge (£)" step={0.01} min={0} />
          <NumberField form={form} name="maxDailyHours" label="Max daily hours" step={0.5} min={1} max={24} />
        </Section>
        <Section title="Urgency Modifiers" description="Added to 1 and multiplied by the base rate: 0.3 is 30 % more.">
          {PRICING_URGENCIES.map((level) => (
            <NumberField key={level} form={form} name={`urgencyModifiers.${level}`} label={URGENCY_LABELS[level]} step={0.1} min={-1} max={3} />
          ))}
        </Section>
        <Section title="Complexity Modifiers" description="Added to the urgency modifier for each task's complexity.">
          {PRICING_COMPLEXITIES.map((level) => (
            <NumberField key={level} form={form} name={`complexityModifiers.${level}`} label={COMPLEXITY_LABELS[level]} step={0.1} min={-1} max={3} />
          ))}
        </Section>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" size="lg" onClick={onDone} disabled={saveMutation.isPending}>
          <X aria-hidden="true" />
          Cancel
        </Button>
        <Button type="submit" size="lg" disabled={saveMutation.isPending}>
          {saveMutation.isPending ? <Spinner className="text-current" /> : <Save aria-hidden="true" />}
          Save Changes
        </Button>
      </div>
      {checked.ok ? (
        <SampleCalculation config={checked.config} isDraft />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Sample Calculation</CardTitle>
            <CardDescription>Fix the highlighted values to see the sample calculation.</CardDescription>
          </CardHeader>
        </Card>
      )}
      <LeadPreviewPanel draft={checked.ok ? previewDraft : null} />
    </form>
  );
}

type SectionProps = { title: string; description: string; children: ReactNode };

function Section({ title, description, children }: SectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <fieldset className="flex flex-col gap-4">
          <legend className="sr-only">{title}</legend>
          {children}
        </fieldset>
      </CardContent>
    </Card>
  );
}

type NumberFieldProps = {
  form: PricingForm;
  name: NumberFieldName;
  label: string;
  hint?: string;
  step: number;
  min?: number;
  max?: number;
};

function NumberField({ form, name, label, hint, step, min, max }: NumberFieldProps) {
  const error = form.getFieldState(name, form.formState).error as FieldError | undefined;
  return (
    <FormField label={label} hint={hint} error={error?.message}>
      <Input type="number" inputMode="decimal" step={step} min={min} max={max} {...form.register(name, { valueAsNumber: true })} />
    </FormField>
  );
}
