import { ArrowLeft, Check, Clock } from 'lucide-react';
import type { JobTaskDto } from '#contracts/analysis.contract';
import type { AnalysisOutcome } from '#domain/funnels/analysis-outcome';
import { OutOfScopeNotice } from '#client/components/analysis-outcome/out-of-scope-notice';
import { ReferralNotice } from '#client/components/analysis-outcome/referral-notice';
import { Button } from '#client/components/ui/button';
import { ComplexityBadge } from '#client/components/complexity-badge';
import { formatHours } from '#client/lib/format';

export type JobConfirmationStepProps = {
  summary: string;
  tasks: readonly JobTaskDto[];
  totalEstimatedHours: number;
  /** What the analysis means for the customer (docs/product/pricing-flow.md#analysis-outcomes). */
  outcome: AnalysisOutcome;
  businessPhone: string;
  onGoBack: () => void;
  onConfirm: () => void;
};

/**
 * job_confirmation: the tasks the analysis found, to confirm
 * (docs/product/pricing-flow.md#job-confirmation).
 */
export function JobConfirmationStep({ summary, tasks, totalEstimatedHours, outcome, businessPhone, onGoBack, onConfirm }: JobConfirmationStepProps) {
  if (outcome.kind === 'out_of_scope') {
    return (
      <section className="mx-auto flex max-w-2xl flex-col gap-5">
        <h1 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
          This isn't something we do
        </h1>
        <OutOfScopeNotice message={outcome.message} businessPhone={businessPhone} phoneClickSource="pricing_page_out_of_scope" />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="outline" size="lg" onClick={onGoBack}>
            <ArrowLeft aria-hidden="true" />
            Describe a different job
          </Button>
        </div>
      </section>
    );
  }
  const isReferralOnly = outcome.kind === 'referral_only';
  // A description too vague for any task still gets its summary read back.
  const hasTasks = tasks.length > 0;
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
          {isReferralOnly ? 'This needs a specialist' : "What we'll quote for:"}
        </h1>
        {isReferralOnly ? null : <p className="text-muted-foreground">Please confirm these tasks match what you need</p>}
      </div>

      {hasTasks ? (
        <ul className="flex flex-col gap-3">
          {tasks.map((task) => (
            <li key={task.id} className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between">
              <span className="flex items-start gap-2 font-medium">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {task.description}
              </span>
              <span className="flex shrink-0 items-center gap-3 pl-7 text-sm text-muted-foreground sm:pl-0">
                <ComplexityBadge complexity={task.complexity} className="capitalize" />
                <span>{formatHours(task.estimatedHours)}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border bg-card p-4">{summary}</p>
      )}

      {outcome.referrals.length > 0 ? <ReferralNotice referrals={outcome.referrals} note={isReferralOnly ? 'leave_details' : 'priced'} /> : null}

      {isReferralOnly ? null : (
        <div className="flex items-center gap-3 rounded-xl bg-secondary p-4 text-secondary-foreground">
          <Clock aria-hidden="true" className="size-6 shrink-0" />
          <p className="flex flex-col">
            <span className="text-sm">Similar jobs took around:</span>
            <strong className="text-lg font-semibold">{formatHours(totalEstimatedHours)}</strong>
          </p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onGoBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
        <Button size="lg" onClick={onConfirm}>
          {isReferralOnly ? 'Request a Call Back' : 'Looks Good'}
          <Check aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
