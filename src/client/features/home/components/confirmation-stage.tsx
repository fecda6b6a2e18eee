import { CircleCheckBig, Copy, MessageCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toCustomerReference } from '#domain/funnels/confirmed-route';
import { toDisplayName } from '#domain/display/to-display-name';
import type { ConfirmationScreen } from '#domain/funnels/home-stages';
import { getAvailabilityForUrgency } from '#domain/funnels/availability-for-urgency';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import type { HomeCustomerDetails } from '../home-flow-store';
import { QuoteLinkCard } from '#client/components/quote-link-card';
import { StageShell } from './stage-shell';
import { WhatsAppQrCode } from './whatsapp-qr-code';

/** Each confirmation's title, word for word, and its next steps (docs/product/home-flow.md#confirmations). */
const CONFIRMATIONS: Readonly<Record<ConfirmationScreen, { title: string; lead: string; steps: readonly string[] }>> = {
  send_quote: {
    title: 'Quote Submitted Successfully',
    lead: 'Your instant quote is locked in.',
    steps: [
      'We check your quote and the tasks you confirmed.',
      'We call or message you to agree a day and time.',
      'Your handyman arrives with everything the job needs.',
    ],
  },
  generate_message: {
    title: 'Video Assessment Requested',
    lead: 'Send your video on WhatsApp whenever you are ready.',
    steps: [
      'Film the job on your phone and send it to us on WhatsApp.',
      'We look at your video and send you a firm price.',
      'Happy with it? We book you in at a time that suits you.',
    ],
  },
  request_visit: {
    title: 'Site Visit Requested',
    lead: 'Your site visit request is with our team.',
    steps: [
      'We call you to arrange a time for the visit.',
      'A handyman visits, checks the job and gives you a fixed price.',
      'Once you say yes, we book the work in.',
    ],
  },
  callback_requested: {
    title: 'Call Back Requested',
    lead: 'This work needs a specialist, so we have not priced it.',
    steps: [
      'We call you back to talk the job through.',
      'We tell you which specialist you need and how to find a registered one.',
      'Anything else on your list that we do, we quote for.',
    ],
  },
};

export type ConfirmationStageProps = {
  screen: ConfirmationScreen;
  details: HomeCustomerDetails;
  /** The run's funnel key; its start is a reference the customer can quote when they call. */
  funnelKey: string;
  /** What the customer asked for and was shown (docs/product/home-flow.md#confirmations). */
  recap: ConfirmationRecap;
  /** The video confirmation's 'Open WhatsApp' link; null on the others. */
  whatsAppUrl: string | null;
  onStartAgain: () => void;
};

export type ConfirmationRecap = {
  routeTitle: string;
  tasks: readonly string[];
  /** '£154 – £208' as the method screen showed it; null when nothing was priced (a referral's call back). */
  rangeText: string | null;
  vatLine: string | null;
};

export function ConfirmationStage({ screen, details, funnelKey, recap, whatsAppUrl, onStartAgain }: ConfirmationStageProps) {
  const confirmation = CONFIRMATIONS[screen];
  const reference = toCustomerReference(funnelKey);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(reference);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <StageShell title={confirmation.title} description={confirmation.lead}>
      <div className="flex items-center gap-3 rounded-xl border border-success/40 bg-success/10 p-4">
        <CircleCheckBig aria-hidden="true" className="size-8 shrink-0 text-success" />
        {/* The time follows the customer's urgency (docs/product/shared-behaviour.md#availability). */}
        <p className="font-medium">We&apos;ll contact you {getAvailabilityForUrgency(details.urgency).contactText}.</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle level={2}>What you asked for</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Route</dt>
            <dd className="font-medium">{recap.routeTitle}</dd>
            <dt className="text-muted-foreground">Price</dt>
            <dd>
              {recap.rangeText === null ? (
                <span>Not priced: this needs a specialist</span>
              ) : (
                <>
                  <span className="font-semibold tabular-nums">{recap.rangeText}</span>
                  <span className="block text-sm text-muted-foreground">{recap.vatLine}</span>
                </>
              )}
            </dd>
          </dl>
          {recap.tasks.length > 0 ? (
            <ul className="list-disc pl-5 text-sm" aria-label="Your tasks">
              {recap.tasks.map((task, index) => (
                <li key={`${index}-${task}`}>{task}</li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      {/* Only a priced quote has a link (a referral's call back has no price to show again). */}
      {recap.rangeText === null ? null : <QuoteLinkCard funnelKey={funnelKey} />}
      <Card>
        <CardHeader>
          <CardTitle level={2}>Your reference details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Reference</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold">{reference}</span>
              <Button type="button" variant="outline" size="sm" onClick={() => void handleCopy()}>
                <Copy aria-hidden="true" />
                Copy reference
              </Button>
              <span role="status" className="text-sm text-muted-foreground">
                {copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Select and copy it by hand' : ''}
              </span>
            </dd>
            <dt className="text-muted-foreground">Name</dt>
            <dd className="font-medium">{toDisplayName(details.customerName)}</dd>
            <dt className="text-muted-foreground">Phone</dt>
            <dd className="font-medium">{details.phone}</dd>
            {details.email ? (
              <>
                <dt className="text-muted-foreground">Email</dt>
                <dd className="font-medium break-all">{details.email}</dd>
              </>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <section aria-labelledby="whats-next-heading" className="flex flex-col gap-3">
        <h2 id="whats-next-heading" className="text-lg font-semibold">
          What&apos;s Next?
        </h2>
        <ol className="flex flex-col gap-3">
          {confirmation.steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      {whatsAppUrl ? (
        <Button asChild size="lg" className="w-full sm:w-auto sm:self-start">
          <a href={whatsAppUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Open WhatsApp
          </a>
        </Button>
      ) : null}
      {whatsAppUrl ? <WhatsAppQrCode url={whatsAppUrl} /> : null}
      <Button variant="outline" size="lg" className="w-full sm:w-auto sm:self-start" onClick={onStartAgain}>
        <RotateCcw aria-hidden="true" />
        Submit Another Request
      </Button>
    </StageShell>
  );
}
