import { Controller, type UseFormReturn } from 'react-hook-form';
import type { TestLeadBody, TestLeadInput } from '#contracts/testing-platform.contract';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { PRICING_PAGE_URGENCY_LABELS } from '#domain/display/to-urgency-label';
import { ADMIN_LEAD_OUTCOMES, ADMIN_LEAD_URGENCIES } from '#domain/leads/admin-lead-defaults';
import { LEAD_CREATE_STATUSES } from '#domain/leads/can-change-lead-status';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select, type SelectOption } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';

export type TestDataForm = UseFormReturn<TestLeadInput, unknown, TestLeadBody>;

const URGENCY_OPTIONS = ADMIN_LEAD_URGENCIES.map((value) => ({ value, label: PRICING_PAGE_URGENCY_LABELS[value] }));
const OUTCOME_OPTIONS = ADMIN_LEAD_OUTCOMES.map((value) => ({ value, label: toQuoteMethodLabel(value) }));
const STATUS_OPTIONS = LEAD_CREATE_STATUSES.map((value) => ({ value, label: toLeadStatusLabel(value) }));

type TextName = 'customerName' | 'phone' | 'email' | 'address' | 'jobDescription' | 'notes';

function TextField({ form, name, label, type = 'text', multiline = false, className }: { form: TestDataForm; name: TextName; label: string; type?: 'text' | 'tel' | 'email'; multiline?: boolean; className?: string }) {
  const registration = form.register(name);
  return (
    <FormField label={label} error={form.formState.errors[name]?.message} className={className}>
      {multiline ? <Textarea rows={3} {...registration} /> : <Input type={type} autoComplete="off" {...registration} />}
    </FormField>
  );
}

function SelectField({ form, name, label, options }: { form: TestDataForm; name: 'urgency' | 'outcome' | 'status'; label: string; options: readonly SelectOption[] }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField label={label}>
          <Select options={options} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
        </FormField>
      )}
    />
  );
}

/** The test data form's fields (docs/product/testing-platform.md#test-data): a lead's, and a note. */
export function TestDataFields({ form }: { form: TestDataForm }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="customerName" label="Customer name *" />
      <TextField form={form} name="phone" label="Phone *" type="tel" />
      <TextField form={form} name="email" label="Email" type="email" />
      <TextField form={form} name="address" label="Address" />
      <TextField form={form} name="jobDescription" label="Job description *" multiline className="sm:col-span-2" />
      <SelectField form={form} name="urgency" label="Urgency" options={URGENCY_OPTIONS} />
      <SelectField form={form} name="outcome" label="Quote method" options={OUTCOME_OPTIONS} />
      <SelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      <TextField form={form} name="notes" label="Notes" className="sm:col-span-2" />
    </div>
  );
}
