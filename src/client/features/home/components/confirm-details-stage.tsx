import { ArrowLeft, ArrowRight, Clock, Info } from 'lucide-react';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { toTimelineText } from '#domain/display/to-timeline-text';
import { isReferralFlagCode, toAnalysisOutcome } from '#domain/funnels/analysis-outcome';
import { OutOfScopeNotice } from '#client/components/analysis-outcome/out-of-scope-notice';
import { ReferralNotice } from '#client/components/analysis-outcome/referral-notice';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { ComplexityBadge } from '#client/components/complexity-badge';
import { formatHours } from '#client/lib/format';
import { SkillsRequiredCard } from './skills-required-card';
import { StageActions, StageShell } from './stage-shell';

export type ConfirmDetailsStageProps = {
  analysedJob: AnalysedJob;
  jobDescription: string;
  businessPhone: string;
  onBack: () => void;
  onContinue: () => void;
};

/**
 * The job summary, its tasks, the timeline and the skills (docs/product/home-flow.md#confirm-details);
 * or, for work we do not do or only a specialist may do, that outcome instead
 * (docs/product/home-flow.md#analysis-outcomes).
 */
export function ConfirmDetailsStage({ analysedJob, jobDescription, businessPhone, onBack, onContinue }: ConfirmDetailsStageProps) {
  const outcome = toAnalysisOutcome(analysedJob);
  if (outcome.kind === 'out_of_scope') {
    return (
      <StageShell title="This isn't something we do">
        <OutOfScopeNotice message={outcome.message} businessPhone={businessPhone} phoneClickSource="home_out_of_scope" />
        <StageActions>
          <Button variant="outline" size="lg" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Describe a different job
          </Button>
        </StageActions>
      </StageShell>
    );
  }
  const isReferralOnly = outcome.kind === 'referral_only';
  // Referral flags are shown as the specialist notice; the others (an emergency, too little detail) as a list.
  const otherFlags = analysedJob.flags.filter((flag) => !isReferralFlagCode(flag.code) && flag.code !== 'out_of_scope');
  return (
    <StageShell
      title={isReferralOnly ? 'This needs a specialist' : 'Does this look right?'}
      description={isReferralOnly ? 'Here is what we understood.' : 'Here is what we understood. Check the tasks before we price them.'}
    >
      <Card>
        <CardHeader>
          <CardTitle level={2}>Job summary</CardTitle>
          <p className="text-base">{analysedJob.summary}</p>
        </CardHeader>
        <CardContent>
          {analysedJob.tasks.length === 0 && !isReferralOnly ? (
            <p className="text-muted-foreground">We will go through the details with you when we call.</p>
          ) : null}
          <ul className="flex flex-col divide-y rounded-lg border empty:hidden">
            {analysedJob.tasks.map((task) => (
              <li key={task.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
                <span className="font-medium">{task.description}</span>
                <span className="flex shrink-0 items-center gap-3 text-sm text-muted-foreground">
                  <ComplexityBadge complexity={task.complexity} />
                  {formatHours(task.estimatedHours)}
                </span>
              </li>
            ))}
          </ul>
          {outcome.referrals.length > 0 ? (
            <ReferralNotice className="mt-4" referrals={outcome.referrals} note={isReferralOnly ? 'leave_details' : 'priced'} />
          ) : null}
          {otherFlags.length > 0 ? (
            <ul className="mt-4 flex flex-col gap-2 rounded-lg border border-warning bg-warning/15 p-4 text-sm">
              {otherFlags.map((flag) => (
                <li key={flag.code} className="flex gap-2">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {flag.message}
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      {isReferralOnly ? null : (
        <div className="flex items-center gap-4 rounded-xl border bg-secondary p-4 text-secondary-foreground">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-card">
            <Clock aria-hidden="true" className="size-5 text-primary" />
          </span>
          <p className="flex flex-col">
            <span className="text-sm font-medium">Similar Jobs Took</span>
            <span className="text-lg font-bold">{toTimelineText(analysedJob.totalEstimatedHours)}</span>
          </p>
        </div>
      )}
      {isReferralOnly ? null : <SkillsRequiredCard jobDescription={jobDescription} analysedJob={analysedJob} />}
      <StageActions>
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button size="lg" onClick={onContinue}>
          {isReferralOnly ? 'Request a Call Back' : 'Looks Good - Continue'}
          <ArrowRight aria-hidden="true" />
        </Button>
      </StageActions>
    </StageShell>
  );
}
