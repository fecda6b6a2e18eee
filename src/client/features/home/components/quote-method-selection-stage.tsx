import type { LucideIcon } from 'lucide-react';
import { ArrowLeft, Camera, Clock, Gauge, House, Zap } from 'lucide-react';
import { type QuoteMethodClaims, listQuoteMethodOptions } from '#domain/funnels/list-quote-method-options';
import type { QuoteAction } from '#domain/quote-engine/quote-engine-config';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { StageShell } from './stage-shell';

const METHOD_ICONS: Readonly<Record<QuoteAction, LucideIcon>> = {
  instant_quote: Zap,
  video_quote: Camera,
  site_visit: House,
};

export type QuoteMethodSelectionStageProps = {
  recommendedType: QuoteAction | null;
  /** The customer's urgency: the site visit's appointment time follows it. */
  urgency: string;
  /** The cards' claims from App Settings (docs/product/app-settings.md#claims). */
  claims: QuoteMethodClaims;
  onChoose: (method: QuoteAction) => void;
  onBack: () => void;
};

/** Three cards, the recommended one first and marked (docs/product/home-flow.md#quote-method-choice). */
export function QuoteMethodSelectionStage({ recommendedType, urgency, claims, onChoose, onBack }: QuoteMethodSelectionStageProps) {
  const options = listQuoteMethodOptions(recommendedType, urgency, claims);

  return (
    <StageShell title="How should we handle your quote?" description="Pick the way that suits you. We've put our recommendation first." width="wide">
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {options.map((option) => {
          const Icon = METHOD_ICONS[option.method];
          return (
            <li key={option.method} className="flex">
              <button
                type="button"
                onClick={() => onChoose(option.method)}
                className={cn(
                  'relative flex w-full cursor-pointer flex-col gap-3 rounded-xl border-2 bg-card p-5 text-left shadow-sm transition-colors hover:border-primary',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  option.isRecommended ? 'border-primary ring-4 ring-primary/15' : 'border-border',
                )}
              >
                {option.isRecommended ? (
                  <Badge variant="accent" className="self-start">
                    RECOMMENDED
                  </Badge>
                ) : null}
                <span className="flex items-center gap-3">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span className="text-lg font-semibold">{option.title}</span>
                </span>
                <span className="text-sm text-muted-foreground">{option.description}</span>
                <span className="mt-auto flex flex-col gap-1.5 border-t pt-3 text-sm">
                  {option.accuracyText ? (
                    <span className="inline-flex items-center gap-2 font-medium">
                      <Gauge aria-hidden="true" className="size-4 text-primary" />
                      {option.accuracyText}
                    </span>
                  ) : null}
                  {option.timeText ? (
                    <span className="inline-flex items-center gap-2">
                      <Clock aria-hidden="true" className="size-4 text-primary" />
                      {option.timeText}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <Button variant="outline" size="lg" className="self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to Review Details
      </Button>
    </StageShell>
  );
}
