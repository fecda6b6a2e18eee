import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useSyncExternalStore } from 'react';
import { LoadingState } from '#client/components/ui/spinner';
import { useDismissToastsOnStepChange } from '#client/components/ui/use-toast';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { toVideoQuoteMessage, toWhatsAppUrl } from '#domain/funnels/contact-links';
import { canContinueFromStage } from '#domain/funnels/can-continue-from-stage';
import type { HomeCustomerType, HomeJobType } from '#domain/funnels/home-flow-answers';
import { REFERRAL_CALLBACK_OUTCOME, hasOnlyReferrals } from '#domain/funnels/has-only-referrals';
import { DRAFT_LEAD_OUTCOME, getFinalLeadOutcome, toMethodChosenOutcome } from '#domain/funnels/home-lead-outcomes';
import { isConfirmationScreen, toQuestionProgressText } from '#domain/funnels/home-stages';
import type { ConfirmationScreen } from '#domain/funnels/home-stages';
import { toConfirmedRoute } from '#domain/funnels/confirmed-route';
import { VIDEO_SCREEN_FALLBACK_RANGE_TEXT } from '#domain/pricing/estimated-range';
import { toVatLine } from '#domain/settings/to-vat-line';
import type { ConfirmationRecap } from './components/confirmation-stage';
import { formatRange } from './format-range';
import type { HomeStage } from '#domain/funnels/home-stages';
import { completesHomeStage, nextHomeStage } from '#domain/funnels/next-home-stage';
import type { HomeFlowEvent } from '#domain/funnels/next-home-stage';
import { resolveHomeStage } from '#domain/funnels/resolve-home-stage';
import type { QuoteAction } from '#domain/quote-engine/quote-engine-config';
import { usePublicSettings } from '#client/resources/app-settings/app-settings-api';
import { pushDataLayer } from '#client/resources/interactions/tracking';
import type { CustomerDetailsFormValues } from './components/customer-details-form-schema';
import { CustomerTypeStage } from './components/customer-type-stage';
import { CustomerDataRequired, LoadingPricing, ProcessingYourRequest } from './components/flow-fallbacks';
import { StageErrorBoundary } from './components/stage-error-boundary';
import type { StoredRecommendation } from '#contracts/stored-analysis';
import { useConfettiOnMethodScreens } from './use-confetti-on-method-screens';
import { useHomeFlowStore } from './home-flow-store';
import { saveHomeLead, toInstantQuoteRequest, toRouteEstimatedRange } from './home-leads';
import {
  AiAnalysisStage,
  BookHandymanStage,
  ConfirmationStage,
  ConfirmDetailsStage,
  CustomerDetailsStage,
  GeneratingRecommendationStage,
  PhoneQuoteStage,
  QuoteMethodSelectionStage,
  WelcomeStage,
  WhatsAppVideoStage,
  usePreloadLaterStages,
} from './lazy-stages';
import { useStageHeadingFocus } from './stage-heading-focus';
import { useHomeStage } from './use-home-stage';
import { useHomeTracking } from './use-home-tracking';
import { usePricingConfig } from '#client/resources/pricing-config/pricing-config-api';
import { requestJobAnalysis } from '#client/resources/job-analysis/job-analysis-api';
import { quoteKeys } from '#client/resources/quotes/quote-keys';
import type { IssuedQuote } from '#contracts/quotes.contract';

/** Route /: the home-page quote flow (docs/product/home-flow.md). */
export function HomePage() {
  return (
    <StageErrorBoundary>
      <HomeFlow />
    </StageErrorBoundary>
  );
}

function HomeFlow() {
  const store = useHomeFlowStore();
  const data = useSyncExternalStore(store.subscribe, store.get, store.get);
  const { requested, goToStage } = useHomeStage();
  const resolved = resolveHomeStage(requested, data);
  const stage: HomeStage | null = resolved.kind === 'screen' ? resolved.stage : null;
  const tracking = useHomeTracking(stage, data);
  const settings = usePublicSettings();
  const pricingConfig = usePricingConfig();
  const queryClient = useQueryClient();
  useStageHeadingFocus(requested);
  useConfettiOnMethodScreens(stage);
  useDismissToastsOnStepChange(requested);
  usePreloadLaterStages();

  function go(event: HomeFlowEvent, options: { replace?: boolean } = {}) {
    if (!stage) return;
    const next = nextHomeStage(stage, event);
    if (!next) return;
    if (completesHomeStage(event)) tracking.trackStepComplete();
    goToStage(next, options);
  }

  function handleBack() {
    tracking.trackButtonClick('back');
    go({ type: 'back' });
  }

  function handleDescriptionChange(jobDescription: string) {
    // An analysis belongs to the words it read: new words need a new analysis.
    store.update({ jobDescription, analysedJob: null, finalRecommendation: null });
  }

  function handleAnalysed(analysedJob: AnalysedJob) {
    store.update({ analysedJob });
    go({ type: 'continue' });
  }

  function handleDetailsSubmit(values: CustomerDetailsFormValues) {
    store.update({
      customerDetails: {
        customerName: values.customerName.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
        location: values.location.trim(),
        urgency: values.urgency,
      },
    });
    const { analysedJob } = store.get();
    if (analysedJob && hasOnlyReferrals(analysedJob)) {
      // Only a specialist can do this work: no price, no method; the details are the call back
      // the customer asked for (docs/product/home-flow.md#analysis-outcomes).
      saveHomeLead(store.get(), { save: 'final', outcome: REFERRAL_CALLBACK_OUTCOME, formStage: 'customer_details', isUnpriced: true });
      go({ type: 'request_callback' });
      return;
    }
    saveHomeLead(store.get(), { save: 'draft', outcome: DRAFT_LEAD_OUTCOME, formStage: 'customer_details' });
    go({ type: 'continue' });
  }

  function handleRecommended(finalRecommendation: StoredRecommendation) {
    store.update({ finalRecommendation });
    // Replaced, so the browser's back button from the methods skips this waiting screen.
    go({ type: 'continue' }, { replace: true });
  }

  function handleChooseMethod(method: QuoteAction) {
    tracking.trackButtonClick(`choose_${method}`);
    saveHomeLead(store.get(), { save: 'method_chosen', outcome: toMethodChosenOutcome(method), formStage: 'quote_method_selection' });
    go({ type: 'choose_method', method });
  }

  /**
   * The Online Quote the server issued for this run, which the cache holds once the screen has
   * shown it (docs/product/issued-quotes.md#issuing).
   */
  function cachedInstantQuote(): IssuedQuote | undefined {
    return queryClient.getQueryData<IssuedQuote>(quoteKeys.issued(toInstantQuoteRequest(store.get())));
  }

  function submitRoute(routeStage: HomeStage, instantQuote?: IssuedQuote) {
    const outcome = getFinalLeadOutcome(routeStage);
    if (!outcome) return;
    const estimatedRange = toRouteEstimatedRange(routeStage, store.get(), pricingConfig, instantQuote);
    saveHomeLead(store.get(), { save: 'final', outcome, formStage: routeStage, estimatedRange, quoteId: instantQuote?.id ?? null });
    go({ type: 'submit' });
  }

  function handleLockIn(quote: IssuedQuote) {
    tracking.trackButtonClick('lock_in_quote');
    submitRoute('phone_quote', quote);
  }

  function toVideoWhatsAppUrl(): string {
    const message = toVideoQuoteMessage({
      businessName: settings.businessName,
      customerName: data.customerDetails.customerName,
      jobDescription: data.jobDescription,
    });
    return toWhatsAppUrl(settings.whatsappNumber, message);
  }

  /** The recap of what the customer asked for and saw (docs/product/home-flow.md#confirmations). */
  function toConfirmationRecap(screen: ConfirmationScreen): ConfirmationRecap {
    const route = toConfirmedRoute(screen);
    const tasks = (data.analysedJob?.tasks ?? []).map((task) => task.description);
    if (route.routeStage === null) return { routeTitle: route.title, tasks, rangeText: null, vatLine: null };
    const range = toRouteEstimatedRange(route.routeStage, store.get(), pricingConfig, cachedInstantQuote());
    return {
      routeTitle: route.title,
      tasks,
      rangeText: range ? formatRange(range) : `£${VIDEO_SCREEN_FALLBACK_RANGE_TEXT}`,
      vatLine: toVatLine(settings.vatRegistered),
    };
  }

  function handleSendOnWhatsApp() {
    tracking.trackButtonClick('send_on_whatsapp');
    // Opened in the click itself so no pop-up blocker stands in the way.
    window.open(toVideoWhatsAppUrl(), '_blank', 'noopener,noreferrer');
    pushDataLayer('whatsappClick', { source: 'home_whatsapp_video' });
    pushDataLayer('videoQuoteRequested', { source: 'home_whatsapp_video' });
    submitRoute('whatsapp_video');
  }

  function handleRequestVisit() {
    tracking.trackButtonClick('request_site_visit');
    pushDataLayer('siteVisitBooked', { source: 'home_book_handyman' });
    submitRoute('book_handyman');
  }

  function handleStartAgain() {
    tracking.trackButtonClick('submit_another_request');
    store.startAgain();
    go({ type: 'start_again' });
  }

  function handleStartOver() {
    store.clear();
    goToStage('customer_type');
  }

  return <Suspense fallback={<LoadingState label="Loading your quote…" />}>{renderStage()}</Suspense>;

  function renderStage() {
    if (resolved.kind === 'unknown_stage') return <ProcessingYourRequest onStartOver={handleStartOver} />;
    if (resolved.kind === 'customer_data_required') return <CustomerDataRequired onStart={() => goToStage('customer_type')} />;

    const { screen } = resolved;
    const analysedJob = data.analysedJob;
    const details = data.customerDetails;
    const canContinue = canContinueFromStage(resolved.stage, data);
    const progress = toQuestionProgressText(resolved.stage);

    if (isConfirmationScreen(screen)) {
      return (
        <ConfirmationStage
          screen={screen}
          details={details}
          funnelKey={data.funnelKey}
          recap={toConfirmationRecap(screen)}
          whatsAppUrl={screen === 'generate_message' ? toVideoWhatsAppUrl() : null}
          onStartAgain={handleStartAgain}
        />
      );
    }
    switch (screen) {
      case 'customer_type':
        return (
          <CustomerTypeStage
            progress={progress}
            customerType={data.customerType}
            canContinue={canContinue}
            settings={settings}
            isSettingsPending={settings.isPending}
            onChange={(customerType: HomeCustomerType) => store.update({ customerType })}
            onContinue={() => go({ type: 'continue' })}
          />
        );
      case 'ai_analysis':
        return (
          <AiAnalysisStage
            jobDescription={data.jobDescription}
            analysedJob={analysedJob}
            canAnalyse={canContinue}
            analyse={requestJobAnalysis}
            // Replaced both ways, so the browser's Back never lands on the wait.
            onAnalysed={(job) => {
              store.update({ analysedJob: job });
              go({ type: 'continue' }, { replace: true });
            }}
            onCannotAnalyse={() => go({ type: 'back' }, { replace: true })}
          />
        );
      case 'welcome':
        return (
          <WelcomeStage
            progress={progress}
            selectedJobType={data.selectedJobType}
            jobDescription={data.jobDescription}
            canContinue={canContinue}
            businessName={settings.businessName}
            businessPhone={settings.businessPhone}
            onJobTypeChange={(selectedJobType: HomeJobType) => store.update({ selectedJobType })}
            onDescriptionChange={handleDescriptionChange}
            onDescriptionBlur={(value) => tracking.trackFieldFill('jobDescription', value)}
            onVoiceEvent={tracking.trackVoiceEvent}
            onAnalysed={handleAnalysed}
            onBack={handleBack}
          />
        );
    }
    // Every later stage has the analysis (resolveHomeStage guarantees it); this narrows the type.
    if (!analysedJob) return <CustomerDataRequired onStart={() => goToStage('customer_type')} />;
    switch (screen) {
      case 'confirm_details':
        return (
          <ConfirmDetailsStage
            analysedJob={analysedJob}
            jobDescription={data.jobDescription}
            businessPhone={settings.businessPhone}
            onBack={handleBack}
            onContinue={() => go({ type: 'continue' })}
          />
        );
      case 'customer_details':
        return (
          <CustomerDetailsStage
            details={details}
            onFieldChange={(field, value) => store.update({ customerDetails: { [field]: value } })}
            onFieldBlur={(field, value) => tracking.trackFieldFill(field, value)}
            onSubmit={handleDetailsSubmit}
            onBack={handleBack}
          />
        );
      case 'generating_recommendation':
        return <GeneratingRecommendationStage data={data} settings={settings} onRecommended={handleRecommended} />;
      case 'quote_method_selection':
        return (
          <QuoteMethodSelectionStage
            recommendedType={data.finalRecommendation?.recommendedType ?? null}
            urgency={details.urgency}
            claims={settings}
            onChoose={handleChooseMethod}
            onBack={handleBack}
          />
        );
      case 'phone_quote':
        return (
          <PhoneQuoteStage
            request={toInstantQuoteRequest(data)}
            customerName={details.customerName}
            urgency={details.urgency}
            appliedPromoCode={data.discountApplied ? data.promoCode : null}
            offerDescription={settings.offerDescription}
            vatRegistered={settings.vatRegistered}
            visitFeeText={settings.instantQuoteVisitFeeText}
            validityText={settings.homeQuoteValidityText}
            onPromoApplied={(promoCode) => store.update({ promoCode, discountApplied: true })}
            onLockIn={handleLockIn}
            onBack={handleBack}
          />
        );
      case 'whatsapp_video':
        return <WhatsAppVideoStage data={data} settings={settings} config={pricingConfig} onSend={handleSendOnWhatsApp} onBack={handleBack} />;
      case 'book_handyman':
        if (!pricingConfig) return <LoadingPricing />;
        return (
          <BookHandymanStage
            analysedJob={analysedJob}
            jobDescription={data.jobDescription}
            customerName={details.customerName}
            urgency={details.urgency}
            config={pricingConfig}
            settings={settings}
            onRequestVisit={handleRequestVisit}
            onBack={handleBack}
          />
        );
    }
  }
}
