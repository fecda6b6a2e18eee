import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CreateAdminLeadBody, CreateAdminLeadInput } from '#contracts/admin-leads.contract';
import { FieldError } from '#client/components/ui/field-error';
import { FIELD_CLASSES, Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { cn } from '#client/lib/cn';

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
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...form.register(name),
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea rows={4} {...shared} /> : <Input type={type} autoComplete={autoComplete} {...shared} />}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

export type LeadSelectFieldProps = {
  form: LeadForm;
  name: SelectFieldName;
  label: string;
  options: readonly { value: string; label: string }[];
};

export function LeadSelectField({ form, name, label, options }: LeadSelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={cn(FIELD_CLASSES, 'min-h-11 md:min-h-10')} {...form.register(name)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
