import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import type { TrainingGameScenarioDto, TrainingRecordBody } from '#contracts/training.contract';
import { calculateAccuracyPercent, isTrainingAgreement } from '#domain/quote-engine/calculate-training-stats';
import { pickTrainingScenario } from '#domain/quote-engine/pick-training-scenario';
import type { QuoteAction } from '#domain/quote-engine/quote-engine-config';
import { ErrorBanner } from '#client/components/ui/alert';
import { EmptyState } from '#client/components/ui/empty-state';
import { PageHeader } from '#client/components/ui/page-header';
import { LoadingState } from '#client/components/ui/spinner';
import { StatCard } from '#client/components/ui/stat-card';
import { trainingGameScenariosQueryOptions, useRecordTrainingMutation } from '#client/resources/training/training-api';
import { EvaluationForm } from './components/evaluation-form';
import { RoundResults } from './components/round-results';
import { ScenarioCard } from './components/scenario-card';
import { type TrainingAnswer, toTrainingRecordBody } from './internal/to-training-record-body';

type Round = { scenario: TrainingGameScenarioDto; humanRecommendation: QuoteAction; agreed: boolean; body: TrainingRecordBody };
type Sitting = { completed: number; correct: number };

/**
 * /admin/training (docs/product/ai-training.md#training-game): a random scenario, staff's
 * answer, then whether they agreed with the AI. Scenario shown → submitted → results → Next
 * Scenario. The counters cover this sitting only. A record that fails to save is logged and
 * the game goes on, with a chance to send it again.
 */
export function TrainingPage() {
  const pool = useQuery(trainingGameScenariosQueryOptions());
  const recordMutation = useRecordTrainingMutation();
  // The first scenario is drawn once per visit; later ones by Next Scenario.
  const [firstDraw] = useState(Math.random);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [round, setRound] = useState<Round | null>(null);
  const [sitting, setSitting] = useState<Sitting>({ completed: 0, correct: 0 });
  const [hasMoved, setHasMoved] = useState(false);

  const scenarios = pool.data ?? [];
  const scenario = scenarios.find((candidate) => candidate.id === currentId) ?? pickTrainingScenario(scenarios, () => firstDraw);

  function handleSubmit(answer: TrainingAnswer) {
    if (!scenario) return;
    const body = toTrainingRecordBody(scenario, answer);
    const agreed = isTrainingAgreement(body);
    setRound({ scenario, humanRecommendation: answer.humanRecommendation, agreed, body });
    setSitting((current) => ({ completed: current.completed + 1, correct: current.correct + (agreed ? 1 : 0) }));
    recordMutation.mutate(body, {
      // As the original: a failed record is logged and the game goes on (docs/product/ai-training.md#messages).
      onError: (error) => console.warn('The training record could not be saved', error),
    });
  }

  function handleNext() {
    const next = pickTrainingScenario(scenarios, Math.random, scenario?.id);
    setCurrentId(next?.id ?? null);
    setRound(null);
    setHasMoved(true);
    recordMutation.reset();
  }

  function handleResend() {
    if (round) recordMutation.mutate(round.body, { onError: (error) => console.warn('The training record could not be saved', error) });
  }

  return (
    <>
      <PageHeader title="AI Training Game" description="Judge real job scenarios to help the quote engine learn." />
      <section aria-label="This sitting" className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
        <StatCard label="Scenarios completed" value={sitting.completed} />
        <StatCard label="Correct answers" value={sitting.correct} />
        <StatCard label="Accuracy" value={`${calculateAccuracyPercent(sitting.correct, sitting.completed)}%`} />
      </section>
      {pool.isPending ? <LoadingState label="Loading scenarios" /> : null}
      {pool.isError ? (
        <ErrorBanner onRetry={() => pool.refetch()} isRetrying={pool.isFetching}>
          The scenarios could not be loaded.
        </ErrorBanner>
      ) : null}
      {pool.isSuccess && !scenario ? <EmptyState icon={Gamepad2} title="No scenarios to play yet" /> : null}
      {scenario ? (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
          <ScenarioCard key={`scenario-${scenario.id}`} scenario={scenario} focusHeading={hasMoved && !round} />
          {round ? (
            <RoundResults
              scenario={round.scenario}
              humanRecommendation={round.humanRecommendation}
              agreed={round.agreed}
              saveFailed={recordMutation.isError}
              isResending={recordMutation.isPending}
              onResend={handleResend}
              onNext={handleNext}
            />
          ) : (
            <EvaluationForm key={`answer-${scenario.id}`} onSubmit={handleSubmit} />
          )}
        </div>
      ) : null}
    </>
  );
}
