import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const FLOWS = ['home', 'pricing'] as const;
export const INTERACTION_ACTIONS = ['step_start', 'step_complete', 'field_fill', 'button_click', 'abandon', 'voice_start', 'voice_stop', 'voice_transcribed', 'voice_error'] as const;

/**
 * One tracked interaction (docs/product/shared-behaviour.md#interaction-tracking). Unknown extra
 * fields are kept in the payload column; values are bounded so a noisy client cannot fill the disk.
 */
export const InteractionEventSchema = z
  .object({
    sessionId: z.string().min(8).max(100),
    /**
     * Optional: the product's event shape has none, so the server places an event sent without it
     * by its source or step (deriveInteractionFlow, docs/product/shared-behaviour.md#interaction-tracking).
     */
    flow: z.enum(FLOWS).optional(),
    step: z.string().min(1).max(60),
    action: z.enum(INTERACTION_ACTIONS),
    formStage: z.string().max(60).nullish(),
    source: z.string().max(60).nullish(),
    customerType: z.string().max(30).nullish(),
    timeOnStep: z.number().finite().min(0).max(86_400).nullish(),
    fieldName: z.string().max(60).nullish(),
    fieldValue: z.string().max(500).nullish(),
    transcribedText: z.string().max(5000).nullish(),
    jobDescription: z.string().max(5000).nullish(),
    /**
     * The funnel run the event belongs to, the key its lead is saved with: it ties a session to
     * the lead it left (docs/product/conversion-analytics.md#dropped-off).
     */
    funnelKey: z.string().max(100).nullish(),
  })
  .loose();
export type InteractionEvent = z.infer<typeof InteractionEventSchema>;
/** An event once its flow is known, as it is stored. */
export type PlacedInteractionEvent = InteractionEvent & { flow: (typeof FLOWS)[number] };

export const recordInteraction = defineEndpoint({
  method: 'POST',
  path: '/api/form-interaction',
  body: InteractionEventSchema,
  responses: { 202: z.object({ accepted: z.literal(true) }) },
});
