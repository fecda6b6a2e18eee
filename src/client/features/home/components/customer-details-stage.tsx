import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import type { ChangeEvent, FocusEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { listMissingDetailFields } from '#domain/funnels/can-continue-from-stage';
import { HOME_URGENCIES } from '#domain/funnels/home-flow-answers';
import { URGENCY_LABELS } from '#domain/display/to-urgency-label';
import { Button } from '#client/components/ui/button';
import { FieldError } from '#client/components/ui/field-error';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Alert } from '#client/components/ui/alert';
import { PrivacyLine } from '#client/components/privacy-line/privacy-line';
import { cn } from '#client/lib/cn';
import type { HomeCustomerDetails } from '../home-flow-store';
import { type CustomerDetailsFormValues, CustomerDetailsFormSchema } from './customer-details-form-schema';
import { StageActions, StageShell } from './stage-shell';

type FieldName = keyof CustomerDetailsFormValues;

export type CustomerDetailsStageProps = {
  details: HomeCustomerDetails;
  onFieldChange: (field: FieldName, value: string) => void;
  onFieldBlur: (field: FieldName, value: string) => void;
  onSubmit: (values: CustomerDetailsFormValues) => void;
  onBack: () => void;
};

const HINT_ID = 'customer-details-hint';

/** 'Your Contact Details' (docs/product/home-flow.md#contact-details). */
export function CustomerDetailsStage({ details, onFieldChange, onFieldBlur, onSubmit, onBack }: CustomerDetailsStageProps) {
  const form = useForm<CustomerDetailsFormValues>({
    resolver: zodResolver(CustomerDetailsFormSchema),
    defaultValues: {
      customerName: details.customerName,
      phone: details.phone,
      email: details.email,
      location: details.location,
      urgency: (HOME_URGENCIES as readonly string[]).includes(details.urgency) ? (details.urgency as CustomerDetailsFormValues['urgency']) : '',
    },
    // Errors appear when Continue is pressed, then follow the typing; never on blur, where a
    // message appearing mid-tap would move the next field from under the finger.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control });
  const isIncomplete = listMissingDetailFields(values).length > 0;
  const { errors } = form.formState;

  function field(name: FieldName) {
    return form.register(name, {
      onChange: (event: ChangeEvent<HTMLInputElement>) => onFieldChange(name, event.target.value),
      onBlur: (event: FocusEvent<HTMLInputElement>) => onFieldBlur(name, event.target.value),
    });
  }

  // Pressing Continue always submits the form, so react-hook-form counts it as submitted and
  // re-checks each field as the customer types: an error clears the moment its field is fixed.
  const isMissingShown = form.formState.isSubmitted && isIncomplete;

  return (
    <StageShell title="Your Contact Details" description="So we can send your quote and get in touch about the job.">
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="flex flex-col gap-6">
        <TextField label="Your Name *" name="customerName" autoComplete="name" error={errors.customerName?.message} field={field('customerName')} required />
        <TextField label="Phone Number *" name="phone" type="tel" autoComplete="tel" error={errors.phone?.message} field={field('phone')} required />
        <TextField label="Email (optional)" name="email" type="email" autoComplete="email" error={errors.email?.message} field={field('email')} />
        <TextField
          label="Your area or street (optional)"
          name="location"
          autoComplete="address-line1"
          error={errors.location?.message}
          field={field('location')}
        />
        <fieldset className="flex flex-col gap-3" aria-describedby={errors.urgency ? 'urgency-error' : undefined}>
          <legend className="mb-3 text-sm font-medium">How soon do you need it? *</legend>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {HOME_URGENCIES.map((urgency) => (
              <label
                key={urgency}
                className={cn(
                  'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border-2 border-border bg-card px-4 py-2 text-sm font-medium',
                  'hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-secondary',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                )}
              >
                <input type="radio" value={urgency} {...field('urgency')} className="size-4 accent-primary" />
                {URGENCY_LABELS[urgency]}
              </label>
            ))}
          </div>
          <FieldError id="urgency-error">{errors.urgency?.message}</FieldError>
        </fieldset>
        <PrivacyLine />
        {isMissingShown ? (
          // Said once, beside the button, instead of a toast over it
          // (docs/product/shared-behaviour.md#toasts).
          <Alert variant="destructive" title="Required Fields Missing">
            Please fill in all required fields to continue.
          </Alert>
        ) : null}
        {isIncomplete ? (
          <p id={HINT_ID} className="text-sm text-muted-foreground">
            Fill in your name, phone number and how soon you need it to continue.
          </p>
        ) : null}
        <StageActions>
          <Button variant="outline" size="lg" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button
            type="submit"
            size="lg"
            // Greyed while incomplete (with readable contrast) but still focusable and pressable,
            // so pressing it can say what is missing ('Required Fields Missing',
            // docs/product/home-flow.md#contact-details).
            data-incomplete={isIncomplete || undefined}
            aria-describedby={isIncomplete ? HINT_ID : undefined}
            className="data-incomplete:bg-muted data-incomplete:text-muted-foreground data-incomplete:shadow-none data-incomplete:hover:bg-muted"
          >
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        </StageActions>
      </form>
    </StageShell>
  );
}

type TextFieldProps = {
  label: string;
  name: FieldName;
  type?: 'text' | 'tel' | 'email';
  autoComplete: string;
  required?: boolean;
  error: string | undefined;
  field: ReturnType<ReturnType<typeof useForm<CustomerDetailsFormValues>>['register']>;
};

function TextField({ label, name, type = 'text', autoComplete, required = false, error, field }: TextFieldProps) {
  const id = `customer-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...field}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
