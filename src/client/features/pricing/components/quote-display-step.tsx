import { CalendarClock, CircleCheck, Clock, Lightbulb, Phone, RotateCcw } from 'lucide-react';
import type { JobTaskDto } from '#contracts/analysis.contract';
import { toDisplayName } from '#domain/display/to-display-name';
import { PRICING_PAGE_URGENCY_LABELS } from '#domain/display/to-urgency-label';
import { toTelHref } from '#domain/funnels/contact-links';
import type { PricingPageQuote } from '#domain/funnels/pricing-flow-quote';
import type { PricingPageUrgency } from '#domain/pricing/to-pricing-urgency';
import { QuoteLinkCard } from '#client/components/quote-link-card';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { formatHours, formatPoundsWhole } from '#client/lib/format';

export type QuoteDisplayStepProps = {
  customerName: string;
  urgency: PricingPageUrgency;
  quote: PricingPageQuote;
  /** Read back instead of the task list when the analysis found no separate tasks. */
  summary: string;
  tasks: readonly JobTaskDto[];
  totalEstimatedHours: number;
  businessPhone: string;
  /** The app settings' promise for the customer's urgency; null when staff left it blank. */
  serviceText: string | null;
  /** 'All prices include VAT at 20%' or 'No VAT to add…' (docs/product/app-settings.md#vat). */
  vatLine: string;
  /** 'Quote valid for 30 days' by default; blank hides it (docs/product/app-settings.md#claims). */
  validityText: string;
  /** The run's key: the save's answer carries the quote link (docs/product/pricing-flow.md#quote-link). */
  funnelKey: string;
  onCallToBook: () => void;
  onStartAgain: () => void;
};

/**
 * quote_display: the price, what it covers, and a call to book
 * (docs/product/pricing-flow.md#quote-display).
 */
export function QuoteDisplayStep({
  customerName,
  urgency,
  quote,
  summary,
  tasks,
  totalEstimatedHours,
  businessPhone,
  serviceText,
  vatLine,
  validityText,
  funnelKey,
  onCallToBook,
  onStartAgain,
}: QuoteDisplayStepProps) {
  const hasTasks = tasks.length > 0;
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div className="flex flex-col items-center gap-2 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-success" />
        <h1 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
          {`Your Quote is Ready, ${toDisplayName(customerName)}!`}
        </h1>
      </div>

      <div className="flex flex-col items-center gap-1 rounded-xl border-2 border-primary/30 bg-card p-6 text-center shadow-sm">
        <p className="text-sm font-medium text-muted-foreground">Your estimated price</p>
        <p className="text-5xl font-extrabold tracking-tight text-primary">{formatPoundsWhole(quote.midpointPence)}</p>
        <p className="text-sm text-muted-foreground">
          {`Price range: ${formatPoundsWhole(quote.lowPence)} - ${formatPoundsWhole(quote.highPence)}`}
        </p>
        <p className="text-sm text-muted-foreground">{vatLine}</p>
        {quote.minimumChargeApplied ? (
          <Badge variant="secondary" className="mt-2">
            Minimum charge applied
          </Badge>
        ) : null}
      </div>

      <div className="rounded-xl border bg-card p-5 shadow-xs">
        <h2 className="font-semibold">Your job includes:</h2>
        <ul className="mt-3 flex flex-col gap-2">
          {hasTasks ? null : (
            <li className="flex items-start gap-2 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span className="flex-1">{summary}</span>
            </li>
          )}
          {tasks.map((task) => (
            <li key={task.id} className="flex items-start gap-2 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              <span className="flex-1">{task.description}</span>
              <span className="shrink-0 text-muted-foreground">{formatHours(task.estimatedHours)}</span>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-2 border-t pt-4 text-sm">
          <p className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span>{`Estimated duration: ${formatHours(totalEstimatedHours)}`}</span>
          </p>
          <p className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span>{`When: ${PRICING_PAGE_URGENCY_LABELS[urgency]}`}</span>
          </p>
          {serviceText ? <p className="pl-6 text-muted-foreground">{serviceText}</p> : null}
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <Button asChild size="lg" className="w-full text-lg">
          <a href={toTelHref(businessPhone)} onClick={onCallToBook}>
            <Phone aria-hidden="true" />
            Call Now to Book
          </a>
        </Button>
        <p className="text-center text-sm text-muted-foreground">{businessPhone}</p>
        <p className="flex items-start gap-2 rounded-lg bg-accent/25 p-3 text-sm text-foreground">
          <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-foreground" />
          <span>
            <strong>Tip:</strong> calling us directly often gets you a better price and faster scheduling.
          </span>
        </p>
        <Button variant="outline" size="lg" className="w-full" onClick={onStartAgain}>
          <RotateCcw aria-hidden="true" />
          Get Another Quote
        </Button>
      </div>

      <QuoteLinkCard funnelKey={funnelKey} />

      <p className="text-center text-xs text-muted-foreground">
        {[validityText.trim(), 'Fully insured', 'No hidden fees'].filter(Boolean).join(' • ')}
      </p>
    </section>
  );
}
