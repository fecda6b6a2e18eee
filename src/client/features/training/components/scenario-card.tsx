import { useCallback } from 'react';
import type { TrainingGameScenarioDto } from '#contracts/training.contract';
import {
  CUSTOMER_TYPE_LABELS,
  JOB_SCOPE_LABELS,
  QUOTE_ENGINE_URGENCY_LABELS,
  TRAINING_DIFFICULTY_LABELS,
  toEngineWordLabel,
} from '#domain/display/to-quote-engine-labels';
import { Badge } from '#client/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';

const SOURCE_TEXT = {
  built_in: 'A built-in scenario.',
  lead: "A real customer's job, with their personal details removed.",
} as const;

export type ScenarioCardProps = {
  scenario: TrainingGameScenarioDto;
  /** Moves focus to the heading when the card appears, for a new scenario after Next Scenario. */
  focusHeading: boolean;
};

/** The scenario to judge: the job in the customer's words and what they told us (docs/product/ai-training.md#round). */
export function ScenarioCard({ scenario, focusHeading }: ScenarioCardProps) {
  // Once, as the card mounts (it is keyed by scenario): never again while staff fill in the form.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- only the value at mount matters
  const focusOnMount = useCallback((heading: HTMLHeadingElement | null) => (focusHeading ? heading?.focus() : undefined), []);
  return (
    <Card role="region" aria-labelledby="scenario-title">
      <CardHeader>
        <CardTitle id="scenario-title" tabIndex={-1} ref={focusOnMount} className="outline-none">
          Scenario
        </CardTitle>
        <CardDescription>{SOURCE_TEXT[scenario.source]}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <blockquote className="border-l-4 border-primary/40 pl-4 text-base leading-relaxed whitespace-pre-line">{scenario.jobDescription}</blockquote>
        <ul aria-label="Scenario details" className="flex flex-wrap gap-2">
          <li>
            <Badge variant="secondary">Customer: {toEngineWordLabel(CUSTOMER_TYPE_LABELS, scenario.customerType)}</Badge>
          </li>
          <li>
            <Badge variant="secondary">{toEngineWordLabel(JOB_SCOPE_LABELS, scenario.jobScope)}</Badge>
          </li>
          <li>
            <Badge variant="secondary">Urgency: {toEngineWordLabel(QUOTE_ENGINE_URGENCY_LABELS, scenario.urgency)}</Badge>
          </li>
          <li>
            <Badge variant="secondary">Difficulty: {TRAINING_DIFFICULTY_LABELS[scenario.complexity]}</Badge>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
