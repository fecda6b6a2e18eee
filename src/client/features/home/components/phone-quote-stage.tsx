import { ArrowLeft, BadgeCheck, CalendarCheck, Lock, ShieldCheck, Star, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { IssueQuoteBody, IssuedQuote } from '#contracts/quotes.contract';
import { getAvailabilityForUrgency } from '#domain/funnels/availability-for-urgency';
import { toDisplayName } from '#domain/display/to-display-name';
import { penceToPounds } from '#domain/money';
import { toPricingUrgency } from '#domain/pricing/to-pricing-urgency';
import { toVatLine } from '#domain/settings/to-vat-line';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { pushDataLayer } from '#client/resources/interactions/tracking';
import { useIssuedQuote } from '#client/resources/quotes/quotes-api';
import { formatRange } from '../format-range';
import { ComplexityBadge } from '#client/components/complexity-badge';
import { LoadingPricing, QuoteUnavailable } from './flow-fallbacks';
import { PromoCodeBox } from './promo-code-box';
import { StageShell } from './stage-shell';

type InstantQuoteViewProps = {
  /** The quote the server issued for this screen (docs/product/issued-quotes.md). */
  quote: IssuedQuote;
  /** A new quote is on its way (the promo code was just applied): Lock In waits for it. */
  isUpdating: boolean;
  customerName: string;
  urgency: string;
  appliedPromoCode: string | null;
  /** The app setting shown among the promises, 'Trusted by 900+ customers' by default. */
  offerDescription: string;
  /** Whether the firm is VAT-registered (docs/product/app-settings.md#vat). */
  vatRegistered: boolean;
  /** The struck-through site-visit fee and the validity line; blank hides each (docs/product/app-settings.md#claims). */
  visitFeeText: string;
  validityText: string;
  onPromoApplied: (code: string) => void;
  onLockIn: (quote: IssuedQuote) => void;
  onBack: () => void;
};

export type PhoneQuoteStageProps = Omit<InstantQuoteViewProps, 'quote' | 'isUpdating'> & {
  /** What the quote is issued for: the words, the urgency and the promo code once applied. */
  request: IssueQuoteBody;
};

/**
 * The online instant quote (docs/product/home-flow.md#instant-quote): the quote the server issues
 * for the request, a wait while it is issued, and a way to try again when it cannot be.
 */
export function PhoneQuoteStage({ request, ...props }: PhoneQuoteStageProps) {
  const quote = useIssuedQuote(request);
  if (!quote.data) {
    if (quote.isError) return <QuoteUnavailable onRetry={() => void quote.refetch()} onBack={props.onBack} />;
    return <LoadingPricing />;
  }
  return <InstantQuoteView {...props} quote={quote.data} isUpdating={quote.isPlaceholderData} />;
}

function InstantQuoteView({
  quote,
  isUpdating,
  customerName,
  urgency,
  appliedPromoCode,
  offerDescription,
  vatRegistered,
  visitFeeText,
  validityText,
  onPromoApplied,
  onLockIn,
  onBack,
}: InstantQuoteViewProps) {
  const hasReported = useRef(false);

  useEffect(() => {
    if (hasReported.current) return;
    hasReported.current = true;
    pushDataLayer('quoteDisplayed', {
      value: penceToPounds(quote.midpointPence),
      urgency: toPricingUrgency(urgency),
      source: 'home_instant_quote',
      taskCount: quote.taskCount,
    });
  }, [quote.midpointPence, quote.taskCount, urgency]);

  return (
    <StageShell title={`Your Instant Quote, ${toDisplayName(customerName)}`} description="Priced from hundreds of similar jobs we've done.">
      <p className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 p-4 font-medium">
        <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        We can complete this: {getAvailabilityForUrgency(urgency).startText}
      </p>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 md:pt-6">
          <h2 className="text-lg font-semibold">Your job</h2>
          {/* Every part of the price is a line, so the lines add up to the total (docs/product/home-flow.md#instant-quote). */}
          <ul className="flex flex-col divide-y" aria-label="Price lines">
            {quote.lines.map((line, index) => (
              <li key={`${index}-${line.description}`} data-price-line={line.kind} className="flex items-center justify-between gap-3 py-3">
                <span className="flex min-w-0 flex-col gap-1">
                  <span className={line.complexity ? 'font-medium' : 'text-muted-foreground'}>{line.description}</span>
                  {line.complexity ? <ComplexityBadge complexity={line.complexity} className="self-start" /> : null}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">
                  {line.kind === 'discount' ? (
                    <>
                      <span className="sr-only">minus </span>
                      <span aria-hidden="true">−</span>
                    </>
                  ) : null}
                  {formatRange(line.range)}
                </span>
              </li>
            ))}
          </ul>
          <PromoCodeBox appliedCode={appliedPromoCode} onApplied={onPromoApplied} />
          <div className="flex flex-col gap-1 rounded-xl bg-primary p-5 text-primary-foreground">
            <span className="text-sm font-medium">Total estimate</span>
            {quote.discountApplied ? (
              <del className="text-sm opacity-80">
                <span className="sr-only">Was </span>
                {formatRange(quote.fullRange)}
              </del>
            ) : null}
            <span className="text-3xl font-bold tabular-nums">{formatRange(quote.totalRange)}</span>
            <span className="text-sm opacity-90">{toVatLine(vatRegistered)}</span>
            {validityText.trim() ? <span className="text-sm opacity-90">{validityText}</span> : null}
          </div>
          {visitFeeText.trim() ? (
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-medium">Site visit fee:</span>
              <del className="text-muted-foreground">
                <span className="sr-only">normally </span>
                {visitFeeText}
              </del>
              <span className="font-semibold text-success">£0 with an online quote</span>
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={() => onLockIn(quote)} disabled={isUpdating} aria-busy={isUpdating || undefined}>
          <Lock aria-hidden="true" />
          Lock In My Quote
        </Button>
        <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Quote Options
        </Button>
      </div>
      <figure className="rounded-xl border bg-card p-5">
        <div className="flex text-accent" role="img" aria-label="5 out of 5 stars">
          {[1, 2, 3, 4, 5].map((star) => (
            <Star key={star} aria-hidden="true" className="size-4 fill-current" />
          ))}
        </div>
        <blockquote className="mt-2 text-base">
          “Fixed our dripping tap and put up three shelves in one visit. On time, tidy, and exactly the price we were quoted.”
        </blockquote>
        <figcaption className="mt-2 text-sm text-muted-foreground">Sarah, homeowner</figcaption>
      </figure>
      <ul className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" aria-label="Our promises">
        <li className="inline-flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
          Fully insured
        </li>
        {offerDescription.trim() ? (
          <li className="inline-flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-primary" />
            {offerDescription}
          </li>
        ) : null}
        <li className="inline-flex items-center gap-2">
          <BadgeCheck aria-hidden="true" className="size-4 text-primary" />
          No hidden fees
        </li>
      </ul>
    </StageShell>
  );
}
