import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SKILL_LEVEL_LABELS } from '#domain/contractor-pay/contractor-pay-labels';
import { CONTRACTOR_SKILL_LEVELS } from '#domain/contractor-pay/contractor-skill-level';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { isApiError } from '#client/lib/api-client';
import { useCreateContractorRateMutation } from '#client/resources/contractor-pay/contractor-pay-api';
import { EMPTY_RATE_FORM, RateFormSchema, type RateFormValues, toCreateRateBody, toRateFormField } from '../internal/rate-form';

const SKILL_OPTIONS = CONTRACTOR_SKILL_LEVELS.map((value) => ({ value, label: SKILL_LEVEL_LABELS[value] }));

/** Adds a contractor rate (docs/product/contractor-pay.md#contractor-rates). */
export function AddRateForm() {
  const createMutation = useCreateContractorRateMutation();
  const form = useForm<RateFormValues, unknown, z.output<typeof RateFormSchema>>({
    resolver: zodResolver(RateFormSchema),
    defaultValues: EMPTY_RATE_FORM,
  });
  const { errors } = form.formState;

  function handleAdd(values: z.output<typeof RateFormSchema>) {
    createMutation.mutate(toCreateRateBody(values), {
      onSuccess: () => {
        form.reset(EMPTY_RATE_FORM);
        toast({ title: 'Success', description: 'Contractor rate added successfully' });
      },
      onError: (error) => {
        for (const { name, reason } of isApiError(error) ? (error.problem?.invalidParams ?? []) : []) {
          const field = toRateFormField(name);
          if (field) form.setError(field, { type: 'server', message: reason });
        }
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to add contractor rate' });
      },
    });
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleAdd)} aria-labelledby="add-rate-title" className="grid gap-4 sm:grid-cols-2">
      <h3 id="add-rate-title" className="font-semibold sm:col-span-2">
        Add a rate
      </h3>
      <FormField label="Name *" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label="Hourly rate (£) *" error={errors.hourlyRatePounds?.message}>
        <Input type="number" inputMode="decimal" step="0.01" min="0.01" {...form.register('hourlyRatePounds')} />
      </FormField>
      <Controller
        control={form.control}
        name="skillLevel"
        render={({ field }) => (
          <FormField label="Skill level">
            <Select options={SKILL_OPTIONS} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          </FormField>
        )}
      />
      <FormField label="Description" error={errors.description?.message}>
        <Input autoComplete="off" {...form.register('description')} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={createMutation.isPending}>
          Add Rate
        </Button>
      </div>
    </form>
  );
}
