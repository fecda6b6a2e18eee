import { type ReactNode, type RefObject, Suspense, useEffect, useRef } from 'react';
import { toAnalysisOutcome } from '#domain/funnels/analysis-outcome';
import type { PricingStep } from '#domain/funnels/pricing-flow';
import { toServiceText } from '#domain/settings/public-settings-text';
import { toVatLine } from '#domain/settings/to-vat-line';
import { toast } from '#client/components/ui/use-toast';
import { type PublicSettings, usePublicSettings } from '#client/resources/app-settings/app-settings-api';
import { LoadingState } from '#client/components/ui/spinner';
import { JobInputStep } from './components/job-input-step';
import { WaitingStep } from './components/waiting-step';
import { JobConfirmationStep, LeadCaptureStep, QuoteDisplayStep, ReferralCallbackStep, usePreloadLaterSteps } from './lazy-steps';
import { PRICING_MESSAGES } from './pricing-messages';
import { type PricingFlow, usePricingFlow } from './use-pricing-flow';

type StepScreenProps = { flow: PricingFlow; settings: PublicSettings };

/**
 * One screen per step (docs/product/pricing-flow.md#steps). The flow's guards make sure a step is only
 * entered with its data; the null branches only satisfy the types.
 */
const STEP_SCREENS: Record<PricingStep, (props: StepScreenProps) => ReactNode> = {
  job_input: ({ flow, settings }) => (
    <JobInputStep
      jobDescription={flow.state.jobDescription}
      businessPhone={settings.businessPhone}
      rating={settings}
      vatLine={toVatLine(settings.vatRegistered)}
      isBusy={flow.isAnalysing}
      onJobDescriptionChange={flow.changeJobDescription}
      onJobDescriptionBlur={(text) => flow.trackFieldFill('jobDescription', text)}
      onSubmit={() => void flow.submitJobDescription()}
    />
  ),
  analyzing: () => <WaitingStep title="Analyzing Your Request" description="Checking our previous jobs..." />,
  job_confirmation: ({ flow, settings }) => {
    const { analysis } = flow.state;
    if (!analysis) return null;
    return (
      <JobConfirmationStep
        summary={analysis.summary}
        tasks={analysis.tasks}
        totalEstimatedHours={analysis.totalEstimatedHours}
        outcome={toAnalysisOutcome(analysis)}
        businessPhone={settings.businessPhone}
        onGoBack={flow.goBack}
        onConfirm={flow.confirmTasks}
      />
    );
  },
  lead_capture: ({ flow }) => (
    <LeadCaptureStep
      defaultValues={flow.state.contact}
      isBusy={flow.isSubmittingDetails}
      onSubmit={(contact) => void flow.submitDetails(contact)}
      onMissingDetails={() => toast({ variant: 'destructive', title: PRICING_MESSAGES.missingDetails })}
      onDraftChange={flow.changeContact}
      onFieldBlur={flow.trackFieldFill}
    />
  ),
  generating_quote: () => <WaitingStep title="Creating Your Quote" description="Calculating the best price for your job..." />,
  quote_display: ({ flow, settings }) => {
    const { analysis, quote, contact } = flow.state;
    if (!analysis || !quote) return null;
    const outcome = toAnalysisOutcome(analysis);
    if (outcome.kind === 'referral_only') {
      return (
        <ReferralCallbackStep
          customerName={contact.customerName}
          referrals={outcome.referrals}
          businessPhone={settings.businessPhone}
          onCallToBook={flow.callToBook}
          onStartAgain={flow.startAgain}
        />
      );
    }
    return (
      <QuoteDisplayStep
        customerName={contact.customerName}
        urgency={contact.urgency}
        quote={quote}
        summary={analysis.summary}
        tasks={analysis.tasks}
        totalEstimatedHours={analysis.totalEstimatedHours}
        businessPhone={settings.businessPhone}
        serviceText={toServiceText(contact.urgency, settings)}
        vatLine={toVatLine(settings.vatRegistered)}
        validityText={settings.pricingQuoteValidityText}
        funnelKey={flow.state.funnelKey}
        onCallToBook={flow.callToBook}
        onStartAgain={flow.startAgain}
      />
    );
  },
};

/** Route /pricing: the pricing-page quote flow (docs/product/pricing-flow.md). */
export function PricingPage() {
  const flow = usePricingFlow();
  const settings = usePublicSettings();
  const containerRef = useRef<HTMLDivElement>(null);
  const StepScreen = STEP_SCREENS[flow.state.step];
  usePreloadLaterSteps();

  const focusedStepRef = useRef(flow.state.step);

  return (
    <div ref={containerRef} data-pricing-step={flow.state.step}>
      <Suspense fallback={<LoadingState />}>
        <StepScreen flow={flow} settings={settings} />
        <StepHeadingFocus step={flow.state.step} focusedStepRef={focusedStepRef} containerRef={containerRef} />
      </Suspense>
    </div>
  );
}

/**
 * Each new step is announced by moving focus to its heading; not on the first load, where
 * focus stays at the top of the page, and once per step however often React runs the effect.
 * Rendered beside the step inside its Suspense boundary, so its effect runs once a lazily
 * loaded step is on the page.
 */
function StepHeadingFocus({ step, focusedStepRef, containerRef }: { step: PricingStep; focusedStepRef: RefObject<PricingStep>; containerRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (focusedStepRef.current === step) return;
    focusedStepRef.current = step;
    containerRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step, focusedStepRef, containerRef]);
  return null;
}
