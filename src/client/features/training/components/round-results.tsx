import { useCallback } from 'react';
import { Link } from 'wouter';
import type { TrainingGameScenarioDto } from '#contracts/training.contract';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import type { QuoteAction } from '#domain/quote-engine/quote-engine-config';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { paths } from '#client/lib/paths';

/**
 * The results view's two messages (docs/product/ai-training.md#messages), shown in the view and
 * announced by moving focus to them, rather than in a toast that would cover the next button.
 */
const AGREED_MESSAGE = { title: 'Excellent!', description: 'Your recommendation matches the AI analysis.' } as const;
const DIFFERED_MESSAGE = {
  title: 'Different Opinion',
  description: 'Your recommendation differs from the AI. This helps improve the system!',
} as const;

export type RoundResultsProps = {
  scenario: TrainingGameScenarioDto;
  humanRecommendation: QuoteAction;
  agreed: boolean;
  /** The record could not be saved: the game goes on, and staff may send it again. */
  saveFailed: boolean;
  isResending: boolean;
  onResend: () => void;
  onNext: () => void;
};

/** After Submit Evaluation: whether staff agreed with the AI, the AI's reasons, and what next. */
export function RoundResults({ scenario, humanRecommendation, agreed, saveFailed, isResending, onResend, onNext }: RoundResultsProps) {
  const message = agreed ? AGREED_MESSAGE : DIFFERED_MESSAGE;
  // Focus moves to the outcome once, when the results appear.
  const focusOnMount = useCallback((heading: HTMLHeadingElement | null) => heading?.focus(), []);
  return (
    <Card role="region" aria-labelledby="results-title">
      <CardContent className="flex flex-col gap-4 pt-5 md:pt-6">
        <div>
          <h2 id="results-title" tabIndex={-1} ref={focusOnMount} className="text-xl font-semibold outline-none">
            {message.title}
          </h2>
          <p>{message.description}</p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">Your recommendation</dt>
            <dd className="font-semibold">{toQuoteMethodLabel(humanRecommendation)}</dd>
          </div>
          <div className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">AI recommendation</dt>
            <dd className="font-semibold">{toQuoteMethodLabel(scenario.aiRecommendation)}</dd>
          </div>
        </dl>
        <div>
          <h3 className="text-sm font-medium text-muted-foreground">Why the AI chose it</h3>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {scenario.aiReasoning.split('\n').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        {saveFailed ? (
          <Alert
            variant="warning"
            title="Your answer could not be saved"
            action={
              <Button variant="outline" size="sm" onClick={onResend} disabled={isResending}>
                Send again
              </Button>
            }
          >
            It is not in Training Data yet. You can send it again, or carry on.
          </Alert>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button onClick={onNext}>Next Scenario</Button>
          <Link href={paths.home} className={buttonClasses({ variant: 'outline' })}>
            Back to Main
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
