import { ClipboardList, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { LoadingState } from '#client/components/ui/spinner';
import { focusHeadingIfPending } from '../stage-heading-focus';

type FallbackProps = {
  title: string;
  text: string;
  icon: ReactNode;
  actionLabel: string;
  onAction: () => void;
};

function Fallback({ title, text, icon, actionLabel, onAction }: FallbackProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">{icon}</span>
      <h1 ref={focusHeadingIfPending} tabIndex={-1} data-stage-heading="" className="text-2xl font-bold tracking-tight outline-none">
        {title}
      </h1>
      <p className="text-muted-foreground">{text}</p>
      <Button size="lg" onClick={onAction}>
        {actionLabel}
      </Button>
    </section>
  );
}

export type CustomerDataRequiredProps = { onStart: () => void };

/** A method screen reached without the analysis or the name (docs/product/home-flow.md#fallbacks). */
export function CustomerDataRequired({ onStart }: CustomerDataRequiredProps) {
  return (
    <Fallback
      title="Customer Data Required"
      text="We need a few details about you and your job before we can show this. It only takes a minute."
      icon={<ClipboardList aria-hidden="true" className="size-8" />}
      actionLabel="Start Quote Process"
      onAction={onStart}
    />
  );
}

export type ProcessingYourRequestProps = { onStartOver: () => void };

/** A stage name the flow does not know (docs/product/home-flow.md#fallbacks). */
export function ProcessingYourRequest({ onStartOver }: ProcessingYourRequestProps) {
  return (
    <Fallback
      title="Processing Your Request"
      text="We couldn't find this step of your quote. Start again and we'll take you through it."
      icon={<RotateCcw aria-hidden="true" className="size-8" />}
      actionLabel="Start Over"
      onAction={onStartOver}
    />
  );
}

/** While the pricing config is missing (docs/product/home-flow.md#fallbacks). */
export function LoadingPricing() {
  return <LoadingState label="Loading pricing information..." />;
}

export type QuoteUnavailableProps = { onRetry: () => void; onBack: () => void };

/** The quote could not be issued (offline, the server down): nothing is lost, the customer tries again. */
export function QuoteUnavailable({ onRetry, onBack }: QuoteUnavailableProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <RotateCcw aria-hidden="true" className="size-8" />
      </span>
      <h1 ref={focusHeadingIfPending} tabIndex={-1} data-stage-heading="" className="text-2xl font-bold tracking-tight outline-none">
        We couldn't load your quote
      </h1>
      <p className="text-muted-foreground">Check your connection and try again. Your answers are kept.</p>
      <div className="flex w-full flex-col gap-3">
        <Button size="lg" onClick={onRetry}>
          Try again
        </Button>
        <Button size="lg" variant="outline" onClick={onBack}>
          Back to Quote Options
        </Button>
      </div>
    </section>
  );
}
