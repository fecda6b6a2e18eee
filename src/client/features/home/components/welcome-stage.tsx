import { ArrowLeft, ArrowRight, ListChecks, Phone, RotateCcw, Wrench } from 'lucide-react';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { MAX_JOB_DESCRIPTION_CHARS } from '#contracts/wire-constants';
import type { HomeJobType } from '#domain/funnels/home-flow-answers';
import { Button } from '#client/components/ui/button';
import { Label } from '#client/components/ui/label';
import { Spinner } from '#client/components/ui/spinner';
import { Textarea } from '#client/components/ui/textarea';
import { Alert } from '#client/components/ui/alert';
import { useAnalyseJobMutation } from '#client/resources/job-analysis/job-analysis-api';
import { ChoiceCards, type ChoiceOption } from './choice-cards';
import { StageActions, StageShell } from './stage-shell';
import { appendTranscribedText } from '#domain/funnels/append-transcribed-text';
import { toTelHref } from '#domain/funnels/contact-links';
import { VoiceInputButton } from '#client/components/voice-input/voice-input-button';
import type { VoiceEvent } from '#domain/voice/voice-event';

const JOB_TYPE_OPTIONS: readonly ChoiceOption<HomeJobType>[] = [
  { value: 'multiple_jobs', label: 'Multiple Jobs', description: 'A list of odd jobs done in one visit', Icon: ListChecks },
  { value: 'single_task', label: 'Single Task', description: 'One job that needs doing', Icon: Wrench },
];

const DESCRIPTION_ID = 'job-description';

export type WelcomeStageProps = {
  progress: string | null;
  selectedJobType: HomeJobType | null;
  jobDescription: string;
  canContinue: boolean;
  businessName: string;
  businessPhone: string;
  onJobTypeChange: (jobType: HomeJobType) => void;
  onDescriptionChange: (jobDescription: string) => void;
  onDescriptionBlur: (jobDescription: string) => void;
  onVoiceEvent: (event: VoiceEvent) => void;
  onAnalysed: (analysedJob: AnalysedJob) => void;
  onBack: () => void;
};

/** The job type, the description, then the analysis (docs/product/home-flow.md#job-description). */
export function WelcomeStage({
  progress,
  selectedJobType,
  jobDescription,
  canContinue,
  businessName,
  businessPhone,
  onJobTypeChange,
  onDescriptionChange,
  onDescriptionBlur,
  onVoiceEvent,
  onAnalysed,
  onBack,
}: WelcomeStageProps) {
  const analysis = useAnalyseJobMutation();

  function handleContinue() {
    if (!canContinue || analysis.isPending) return;
    analysis.mutate(jobDescription, {
      onSuccess: onAnalysed,
    });
  }

  return (
    <StageShell progress={progress} title="What do you need help with?" description="Choose the type of work, then tell us about it.">
      <ChoiceCards
        legend="What type of work is it?"
        name="selectedJobType"
        options={JOB_TYPE_OPTIONS}
        value={selectedJobType}
        onChange={onJobTypeChange}
        columns={2}
        disabled={analysis.isPending}
      />
      {selectedJobType ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={DESCRIPTION_ID} className="text-base">
            Describe the job <span aria-hidden="true">*</span>
          </Label>
          <p id={`${DESCRIPTION_ID}-hint`} className="text-sm text-muted-foreground">
            What needs doing, where, and roughly how much (for example, how many shelves or doors).
          </p>
          <div className="relative">
            <Textarea
              id={DESCRIPTION_ID}
              name="jobDescription"
              required
              aria-required="true"
              aria-describedby={`${DESCRIPTION_ID}-hint`}
              rows={5}
              maxLength={MAX_JOB_DESCRIPTION_CHARS}
              value={jobDescription}
              readOnly={analysis.isPending}
              placeholder="e.g. Fix a dripping kitchen tap and put up 3 shelves in the living room"
              onChange={(event) => onDescriptionChange(event.target.value)}
              onBlur={(event) => onDescriptionBlur(event.target.value)}
              className="min-h-36 pb-14"
            />
            {/* The microphone beside the description (docs/product/voice-input.md#availability). */}
            <div data-slot="voice-input" className="absolute right-2 bottom-2 flex items-center gap-2">
              <VoiceInputButton
                onTranscribed={(text) => onDescriptionChange(appendTranscribedText(jobDescription, text))}
                onEvent={onVoiceEvent}
                disabled={analysis.isPending}
              />
            </div>
          </div>
        </div>
      ) : null}
      {analysis.isError ? (
        // The customer stays on this stage with their words intact and the way on in the page:
        // try again, or call (docs/product/home-flow.md#errors).
        <Alert
          variant="destructive"
          title="Analysis Error"
          action={
            <>
              <Button variant="outline" onClick={handleContinue}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
              <Button variant="outline" asChild>
                <a href={toTelHref(businessPhone)}>
                  <Phone aria-hidden="true" />
                  Call {businessPhone}
                </a>
              </Button>
            </>
          }
        >
          We couldn&apos;t analyze your request. Please try again.
        </Alert>
      ) : null}
      <StageActions>
        <Button variant="outline" size="lg" onClick={onBack} disabled={analysis.isPending}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button
          size="lg"
          disabled={!canContinue}
          // Not disabled while checking, so keyboard focus stays on the button.
          aria-disabled={analysis.isPending || undefined}
          onClick={handleContinue}
        >
          {analysis.isPending ? (
            <>
              <Spinner className="text-current" />
              Checking {businessName}
            </>
          ) : (
            <>
              Continue
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </StageActions>
    </StageShell>
  );
}
