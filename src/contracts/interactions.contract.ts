import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { utf8Length } from './hostile-input';

/** The fields an event may carry besides the named ones, at most this many bytes as JSON (docs/limits.md#body-caps). */
export const EVENT_EXTRA_FIELDS_LIMIT_BYTES = 2 * 1024;

export const FLOWS = ['home', 'pricing'] as const;
export const INTERACTION_ACTIONS = ['step_start', 'step_complete', 'field_fill', 'button_click', 'abandon', 'voice_start', 'voice_stop', 'voice_transcribed', 'voice_error'] as const;

/**
 * One tracked interaction (docs/product/shared-behaviour.md#interaction-tracking). Unknown extra
 * fields are kept in the payload column; values are bounded so a noisy client cannot fill the disk.
 */
const InteractionEventFieldsSchema = z.object({
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
});
const NAMED_FIELDS = new Set(Object.keys(InteractionEventFieldsSchema.shape));

export const InteractionEventSchema = InteractionEventFieldsSchema.loose().superRefine((event, context) => {
  let extras: Record<string, unknown> | undefined;
  for (const key of Object.keys(event)) {
    if (!NAMED_FIELDS.has(key)) (extras ??= {})[key] = (event as Record<string, unknown>)[key];
  }
  if (extras && utf8Length(JSON.stringify(extras)) > EVENT_EXTRA_FIELDS_LIMIT_BYTES) {
    context.addIssue({ code: 'custom', message: `extra fields are larger than ${EVENT_EXTRA_FIELDS_LIMIT_BYTES} bytes`, path: ['extra'] });
  }
});
export type InteractionEvent = z.infer<typeof InteractionEventSchema>;
/** An event once its flow is known, as it is stored. */
export type PlacedInteractionEvent = InteractionEvent & { flow: (typeof FLOWS)[number] };

export const recordInteraction = defineEndpoint({
  method: 'POST',
  path: '/api/form-interaction',
  body: InteractionEventSchema,
  responses: { 202: z.object({ accepted: z.literal(true) }) },
});
