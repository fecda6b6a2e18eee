import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isConfirmationStage } from '#domain/funnels/home-stages';
import type { HomeStage } from '#domain/funnels/home-stages';
import { shouldTrackFieldFill } from '#domain/funnels/should-track-field-fill';
import { createStepClock } from '#client/resources/interactions/step-clock';
import { trackAbandon, trackInteraction } from '#client/resources/interactions/tracking';
import { useAbandonment } from '#client/resources/interactions/use-abandonment';
import type { TrackedInteraction } from '#client/resources/interactions/tracking';
import { toVoiceInteraction } from '#client/resources/interactions/to-voice-interaction';
import type { VoiceEvent } from '#domain/voice/voice-event';
import type { HomeFlowData } from './home-flow-store';

/** The contract bounds a field value; a long description is cut, not refused. */
const FIELD_VALUE_MAX_CHARS = 500;

type InteractionContext = Omit<TrackedInteraction, 'flow' | 'step' | 'action'>;

/** The interaction event's context: the customer's answers so far (docs/product/home-flow.md#tracking). */
function toInteractionContext(stage: HomeStage, data: HomeFlowData, withAnalysis: boolean): InteractionContext {
  const details = data.customerDetails;
  return {
    formStage: stage,
    source: 'home',
    // Ties the session to the lead this run saves (docs/product/conversion-analytics.md#dropped-off).
    funnelKey: data.funnelKey,
    customerType: data.customerType,
    jobDescription: data.jobDescription || null,
    customerName: details.customerName || null,
    phone: details.phone || null,
    email: details.email || null,
    location: details.location || null,
    urgency: details.urgency || null,
    ...(withAnalysis ? { analyzedJobData: data.analysedJob, finalRecommendation: data.finalRecommendation } : {}),
  };
}

export type HomeTracking = {
  trackStepComplete: () => void;
  /**
   * Only past each field's threshold, and once per value
   * (docs/product/shared-behaviour.md#interaction-tracking).
   */
  trackFieldFill: (fieldName: string, value: string) => void;
  trackButtonClick: (buttonName: string) => void;
  /** Voice events are tracked like the other interactions (docs/product/voice-input.md#voice-events). */
  trackVoiceEvent: (event: VoiceEvent) => void;
};

/**
 * Interaction events of the home flow (docs/product/home-flow.md#tracking): step start and completion with the
 * seconds spent on the step, field fills, button clicks, and abandonment when the page is
 * hidden before a confirmation. Nothing here waits for the network.
 */
export function useHomeTracking(stage: HomeStage | null, data: HomeFlowData): HomeTracking {
  const [clock] = useState(createStepClock);
  const trackedFields = useRef(new Map<string, string>());
  const startedStage = useRef<HomeStage | null>(null);
  const secondsOnStep = clock.seconds;

  const onStepStart = useEffectEvent((current: HomeStage) => {
    // Once per stage entered, even when React's strict mode runs the effect twice.
    if (startedStage.current === current) return;
    startedStage.current = current;
    clock.start();
    trackedFields.current.clear();
    trackInteraction({ flow: 'home', step: current, action: 'step_start', timeOnStep: 0, ...toInteractionContext(current, data, false) });
  });

  useEffect(() => {
    if (stage) onStepStart(stage);
  }, [stage]);

  // A confirmation is the flow's goal: leaving after it is no abandonment.
  useAbandonment(
    () => (stage && !isConfirmationStage(stage) ? stage : null),
    () => {
      if (stage) trackAbandon({ flow: 'home', step: stage, timeOnStep: secondsOnStep(), ...toInteractionContext(stage, data, true) });
    },
  );

  return {
    trackStepComplete() {
      if (!stage) return;
      trackInteraction({
        flow: 'home',
        step: stage,
        action: 'step_complete',
        timeOnStep: secondsOnStep(),
        ...toInteractionContext(stage, data, true),
      });
    },
    trackFieldFill(fieldName, value) {
      if (!stage || !shouldTrackFieldFill(fieldName, value)) return;
      const trimmed = value.trim();
      if (trackedFields.current.get(fieldName) === trimmed) return;
      trackedFields.current.set(fieldName, trimmed);
      trackInteraction({
        flow: 'home',
        step: stage,
        action: 'field_fill',
        fieldName,
        fieldValue: trimmed.slice(0, FIELD_VALUE_MAX_CHARS),
        timeOnStep: secondsOnStep(),
        ...toInteractionContext(stage, data, false),
      });
    },
    trackVoiceEvent(event) {
      if (!stage) return;
      trackInteraction({
        flow: 'home',
        step: stage,
        timeOnStep: secondsOnStep(),
        ...toInteractionContext(stage, data, false),
        ...toVoiceInteraction(event),
      });
    },
    trackButtonClick(buttonName) {
      if (!stage) return;
      trackInteraction({
        flow: 'home',
        step: stage,
        action: 'button_click',
        fieldName: buttonName,
        timeOnStep: secondsOnStep(),
        ...toInteractionContext(stage, data, false),
      });
    },
  };
}
