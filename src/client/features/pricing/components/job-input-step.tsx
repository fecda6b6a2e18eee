import { ArrowRight, Phone } from 'lucide-react';
import type { FormEvent, KeyboardEvent } from 'react';
import { canSubmitJobDescription } from '#domain/funnels/pricing-flow';
import { toTelHref } from '#domain/funnels/contact-links';
import { EXAMPLE_QUOTES, TESTIMONIALS, TYPING_HINT_EXAMPLES } from '#domain/funnels/pricing-flow-content';
import { isTypingHintActive } from '#domain/funnels/pricing-flow-typing-hint';
import { MAX_JOB_DESCRIPTION_CHARS } from '#contracts/wire-constants';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { Textarea } from '#client/components/ui/textarea';
import { cn } from '#client/lib/cn';
import { pushDataLayer } from '#client/resources/interactions/tracking';
import { usePrefersReducedMotion } from '../use-prefers-reduced-motion';
import { useTypingHint } from '../use-typing-hint';
import { ExampleQuoteCarousel } from './example-quote-carousel';
import { ReviewsBadge, type ReviewsBadgeProps } from './reviews-badge';
import { TestimonialRotator } from './testimonial-rotator';

export type JobInputStepProps = {
  jobDescription: string;
  businessPhone: string;
  /** The firm's rating and review count (docs/product/pricing-flow.md#reviews-badge). */
  rating: ReviewsBadgeProps['settings'];
  /** The VAT line under the example quotes' prices (docs/product/app-settings.md#vat). */
  vatLine: string;
  isBusy: boolean;
  onJobDescriptionChange: (text: string) => void;
  onSubmit: () => void;
  onJobDescriptionBlur: (text: string) => void;
};

const DESCRIPTION_ID = 'pricing-job-description';
const KEYBOARD_TIP_ID = 'pricing-job-description-tip';

/** job_input: describe the job, see the price (docs/product/pricing-flow.md#job-input). */
export function JobInputStep({
  jobDescription,
  businessPhone,
  rating,
  vatLine,
  isBusy,
  onJobDescriptionChange,
  onSubmit,
  onJobDescriptionBlur,
}: JobInputStepProps) {
  const canSubmit = canSubmitJobDescription(jobDescription, isBusy);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  /** The help phone is a conversion like the quote's call button (docs/product/pricing-flow.md#job-input). */
  function handleHelpPhoneClick() {
    pushDataLayer('phoneClick', { source: 'pricing_page_help_phone' });
  }

  /** Ctrl+Enter submits (Cmd+Enter on a Mac keyboard too). */
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmit();
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:gap-10">
      <div className="flex flex-col gap-5">
        <div className="flex flex-col items-start gap-3">
          <ReviewsBadge settings={rating} />
          <h1 tabIndex={-1} data-step-heading className="text-3xl font-bold tracking-tight outline-none md:text-4xl">
            Need a hand? Let's price it.
          </h1>
          <p className="text-lg text-muted-foreground">Tell us about your job &amp; get an instant quote</p>
        </div>

        <form onSubmit={handleSubmit} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm md:p-5">
          <Label htmlFor={DESCRIPTION_ID} className="text-base">
            What do you need doing?
          </Label>
          <Textarea
            id={DESCRIPTION_ID}
            name="jobDescription"
            rows={5}
            maxLength={MAX_JOB_DESCRIPTION_CHARS}
            value={jobDescription}
            placeholder="Describe your job in as much detail as you can: what needs doing, where, sizes and any materials you already have"
            aria-describedby={KEYBOARD_TIP_ID}
            onChange={(event) => onJobDescriptionChange(event.target.value)}
            onKeyDown={handleKeyDown}
            onBlur={(event) => onJobDescriptionBlur(event.target.value)}
            className="min-h-32 text-base md:text-base"
          />
          <TypingHint isActive={isTypingHintActive(jobDescription)} />
          <Button type="submit" size="lg" disabled={!canSubmit} className="w-full">
            See Pricing
            <ArrowRight aria-hidden="true" />
          </Button>
          <p id={KEYBOARD_TIP_ID} className="hidden text-center text-xs text-muted-foreground md:block">
            Tip: press Ctrl+Enter to see your price
          </p>
        </form>

        <p className="flex flex-wrap items-center justify-center gap-x-1 text-sm text-muted-foreground md:justify-start">
          <span>Prefer to talk?</span>
          <a href={toTelHref(businessPhone)} onClick={handleHelpPhoneClick} className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            Call {businessPhone}
          </a>
        </p>
      </div>

      <aside aria-label="Why customers choose us" className="flex flex-col gap-5">
        <ExampleQuoteCarousel quotes={EXAMPLE_QUOTES} vatLine={vatLine} />
        <TestimonialRotator testimonials={TESTIMONIALS} />
      </aside>
    </div>
  );
}

type TypingHintProps = { isActive: boolean };

/**
 * The animated example under the box. Two lines are always reserved, so neither the typing
 * nor hiding it once the customer types moves anything. Decorative: screen readers get the
 * label and placeholder instead of a character-by-character stream.
 */
function TypingHint({ isActive }: TypingHintProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const text = useTypingHint({ examples: TYPING_HINT_EXAMPLES, isActive, prefersReducedMotion });
  return (
    <p aria-hidden="true" className={cn('line-clamp-2 h-10 text-sm leading-5 text-muted-foreground', !isActive && 'invisible')}>
      <span className="font-medium">For example: </span>
      {text}
      {prefersReducedMotion ? null : <span className="ml-px inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-muted-foreground" />}
    </p>
  );
}
