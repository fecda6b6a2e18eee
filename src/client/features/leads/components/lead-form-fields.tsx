import { Controller, type UseFormReturn } from 'react-hook-form';
import type { CreateAdminLeadBody, CreateAdminLeadInput } from '#contracts/admin-leads.contract';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Select, type SelectOption } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';

type LeadForm = UseFormReturn<CreateAdminLeadInput, unknown, CreateAdminLeadBody>;
type TextFieldName = 'customerName' | 'phone' | 'email' | 'address' | 'jobDescription';
type SelectFieldName = 'urgency' | 'outcome' | 'status';

export type LeadTextFieldProps = {
  form: LeadForm;
  name: TextFieldName;
  label: string;
  type?: 'text' | 'tel' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  error: string | undefined;
  className?: string;
};

export function LeadTextField({ form, name, label, type = 'text', autoComplete, multiline = false, error, className }: LeadTextFieldProps) {
  const registration = form.register(name);
  return (
    <FormField label={label} error={error} className={className}>
      {multiline ? <Textarea rows={4} {...registration} /> : <Input type={type} autoComplete={autoComplete} {...registration} />}
    </FormField>
  );
}

export type LeadSelectFieldProps = {
  form: LeadForm;
  name: SelectFieldName;
  label: string;
  options: readonly SelectOption[];
};

export function LeadSelectField({ form, name, label, options }: LeadSelectFieldProps) {
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
