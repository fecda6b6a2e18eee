import { ArrowLeft, ArrowRight, Clock, Info } from 'lucide-react';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { toTimelineText } from '#domain/display/to-timeline-text';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { ComplexityBadge } from '#client/components/complexity-badge';
import { formatHours } from '#client/lib/format';
import { SkillsRequiredCard } from './skills-required-card';
import { StageActions, StageShell } from './stage-shell';

export type ConfirmDetailsStageProps = {
  analysedJob: AnalysedJob;
  jobDescription: string;
  onBack: () => void;
  onContinue: () => void;
};

/** The job summary, its tasks, the timeline and the skills (docs/product/home-flow.md#confirm-details). */
export function ConfirmDetailsStage({ analysedJob, jobDescription, onBack, onContinue }: ConfirmDetailsStageProps) {
  return (
    <StageShell title="Does this look right?" description="Here is what we understood. Check the tasks before we price them.">
      <Card>
        <CardHeader>
          <CardTitle level={2}>Job summary</CardTitle>
          <p className="text-base">{analysedJob.summary}</p>
        </CardHeader>
        <CardContent>
          {analysedJob.tasks.length === 0 ? (
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
          {analysedJob.flags.length > 0 ? (
            <ul className="mt-4 flex flex-col gap-2 rounded-lg border border-warning bg-warning/15 p-4 text-sm">
              {analysedJob.flags.map((flag) => (
                <li key={flag.code} className="flex gap-2">
                  <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {flag.message}
                </li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex items-center gap-4 rounded-xl border bg-secondary p-4 text-secondary-foreground">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-card">
          <Clock aria-hidden="true" className="size-5 text-primary" />
        </span>
        <p className="flex flex-col">
          <span className="text-sm font-medium">Similar Jobs Took</span>
          <span className="text-lg font-bold">{toTimelineText(analysedJob.totalEstimatedHours)}</span>
        </p>
      </div>
      <SkillsRequiredCard jobDescription={jobDescription} analysedJob={analysedJob} />
      <StageActions>
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button size="lg" onClick={onContinue}>
          Looks Good - Continue
          <ArrowRight aria-hidden="true" />
        </Button>
      </StageActions>
    </StageShell>
  );
}
