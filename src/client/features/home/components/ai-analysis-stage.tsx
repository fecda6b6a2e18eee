import { useEffect, useEffectEvent, useRef } from 'react';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { StageShell } from './stage-shell';

export type AiAnalysisStageProps = {
  jobDescription: string;
  /** The analysis the run already holds; the wait then only moves on. */
  analysedJob: AnalysedJob | null;
  /** Whether the run holds what an analysis needs (a job type and a description). */
  canAnalyse: boolean;
  /**
   * Asks for the analysis (the job-analysis resource's request, which logs a failure). Passed in
   * so this lazily loaded screen shares no module with the first screen's JavaScript, which
   * would split it into one more first-load file (docs/conventions.md#benchmarks).
   */
  analyse: (jobDescription: string) => Promise<AnalysedJob>;
  onAnalysed: (analysedJob: AnalysedJob) => void;
  /** Nothing to analyse, or the analysis failed: back to the description. */
  onCannotAnalyse: () => void;
};

/**
 * `ai_analysis`: a waiting screen while the description is analysed
 * (docs/product/home-flow.md#analysis-wait). The description step analyses on its own button, so
 * this screen is met through a link or a reload; it analyses the saved description and moves on.
 */
export function AiAnalysisStage({ jobDescription, analysedJob, canAnalyse, analyse, onAnalysed, onCannotAnalyse }: AiAnalysisStageProps) {
  const started = useRef(false);
  const isShown = useRef(true);

  const onOpen = useEffectEvent(async () => {
    if (analysedJob) return onAnalysed(analysedJob);
    if (!canAnalyse) return onCannotAnalyse();
    try {
      const job = await analyse(jobDescription);
      if (isShown.current) onAnalysed(job);
    } catch {
      // The request has logged the failure; the customer is told and may try again.
      if (!isShown.current) return;
      toast({ variant: 'destructive', title: 'Analysis Error', description: "We couldn't analyze your request. Please try again." });
      onCannotAnalyse();
    }
  });

  useEffect(() => {
    isShown.current = true;
    // Once per screen, however often React runs the effect.
    if (!started.current) {
      started.current = true;
      void onOpen();
    }
    return () => {
      isShown.current = false;
    };
  }, []);

  return (
    <StageShell title="Analyzing Your Request" description="Checking our previous jobs...">
      <div className="flex justify-center py-10" role="status" aria-label="Analysing your job">
        <Spinner className="size-10 text-primary" />
      </div>
    </StageShell>
  );
}
