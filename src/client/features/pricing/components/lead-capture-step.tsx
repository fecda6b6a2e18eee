import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PRICING_PAGE_URGENCY_LABELS } from '#domain/display/to-urgency-label';
import { canSubmitLeadCapture } from '#domain/funnels/pricing-flow';
import { PRICING_PAGE_URGENCIES } from '#domain/pricing/to-pricing-urgency';
import { Button } from '#client/components/ui/button';
import { FieldError } from '#client/components/ui/field-error';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import type { PricingContact } from '../pricing-flow-state';

/** The pricing-page lead form (docs/product/pricing-flow.md#lead-capture); limits are the lead contract's. */
const LeadCaptureSchema = z.object({
  customerName: z.string().trim().min(1, 'Enter your name').max(120, 'That name is too long'),
  phone: z.string().trim().min(1, 'Enter your phone number').max(40, 'That phone number is too long'),
  email: z
    .string()
    .trim()
    .max(254, 'That email address is too long')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address, or leave it blank'),
  urgency: z.enum(PRICING_PAGE_URGENCIES),
});

type ContactField = 'customerName' | 'phone' | 'email';

export type LeadCaptureStepProps = {
  defaultValues: PricingContact;
  isBusy: boolean;
  onSubmit: (contact: PricingContact) => void;
  /** Pressing Enter or submitting without a name or phone. */
  onMissingDetails: () => void;
  onDraftChange: (contact: PricingContact) => void;
  onFieldBlur: (field: ContactField, value: string) => void;
};

/** lead_capture: 'Almost there!' */
export function LeadCaptureStep({ defaultValues, isBusy, onSubmit, onMissingDetails, onDraftChange, onFieldBlur }: LeadCaptureStepProps) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LeadCaptureSchema), defaultValues });
  const [customerName = '', phone = ''] = useWatch({ control, name: ['customerName', 'phone'] });
  const canSubmit = canSubmitLeadCapture({ customerName, phone }, isBusy);

  function handleDraftChange() {
    onDraftChange(getValues());
  }

  function fieldProps(field: ContactField) {
    const registered = register(field, {
      onChange: handleDraftChange,
      onBlur: (event: { target: { value: string } }) => onFieldBlur(field, event.target.value),
    });
    return { ...registered, onKeyDown: handleKeyDown };
  }

  /** The disabled button blocks the browser's Enter-to-submit, so say what is missing. */
  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && !canSubmit && !isBusy) {
      event.preventDefault();
      onMissingDetails();
    }
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
          Almost there!
        </h1>
        <p className="text-muted-foreground">Tell us where to send your quote and when you need the job done.</p>
      </div>

      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="flex flex-col gap-5 rounded-xl border bg-card p-4 shadow-sm md:p-6"
      >
        <div className="flex flex-col gap-2">
          <Label htmlFor="pricing-name">Your name</Label>
          <Input
            id="pricing-name"
            autoComplete="name"
            aria-required="true"
            aria-invalid={errors.customerName ? true : undefined}
            aria-describedby={errors.customerName ? 'pricing-name-error' : undefined}
            {...fieldProps('customerName')}
          />
          <FieldError id="pricing-name-error">{errors.customerName?.message}</FieldError>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="pricing-phone">Phone number</Label>
          <Input
            id="pricing-phone"
            type="tel"
            autoComplete="tel"
            aria-required="true"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'pricing-phone-error' : undefined}
            {...fieldProps('phone')}
          />
          <FieldError id="pricing-phone-error">{errors.phone?.message}</FieldError>
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="pricing-email">
            Email <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id="pricing-email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'pricing-email-error' : undefined}
            {...fieldProps('email')}
          />
          <FieldError id="pricing-email-error">{errors.email?.message}</FieldError>
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">When do you need it done?</legend>
          <div className="grid grid-cols-2 gap-2">
            {PRICING_PAGE_URGENCIES.map((urgency) => (
              <label
                key={urgency}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-secondary has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-ring"
              >
                <input
                  type="radio"
                  value={urgency}
                  className="size-4 accent-primary"
                  onKeyDown={handleKeyDown}
                  {...register('urgency', { onChange: handleDraftChange })}
                />
                {PRICING_PAGE_URGENCY_LABELS[urgency]}
              </label>
            ))}
          </div>
        </fieldset>

        <Button type="submit" size="lg" disabled={!canSubmit} aria-busy={isBusy}>
          {isBusy ? <Spinner className="text-current" /> : null}
          {isBusy ? 'Generating Quote...' : 'Get My Quote'}
        </Button>

        <p className="flex items-start justify-center gap-2 text-center text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Your information is secure and will only be used to provide your quote{' '}
            {/* The full notice, one tap away (docs/product/shared-behaviour.md#privacy-line). */}
            <Link href={paths.privacy} className="underline underline-offset-4 hover:text-foreground">
              Privacy notice
            </Link>
          </span>
        </p>
      </form>
    </section>
  );
}
