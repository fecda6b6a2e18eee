import { z } from 'zod';
import { type CreateContractorRateBody, MAX_HOURLY_RATE_PENCE } from '#contracts/contractor-rates.contract';
import { CONTRACTOR_SKILL_LEVELS, DEFAULT_CONTRACTOR_SKILL_LEVEL } from '#domain/contractor-pay/contractor-skill-level';
import { poundsToPence } from '#domain/money';

/**
 * The add-rate form (docs/product/contractor-pay.md#contractor-rates): the rate is typed in
 * pounds with two decimals and sent in pence.
 */
export const RateFormSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100),
  hourlyRatePounds: z
    .string()
    .trim()
    .refine((text) => text !== '' && Number.isFinite(Number(text)) && poundsToPence(Number(text)) > 0, 'The hourly rate must be above 0')
    .refine((text) => !Number.isFinite(Number(text)) || poundsToPence(Number(text)) <= MAX_HOURLY_RATE_PENCE, 'The hourly rate must be at most £1,000'),
  skillLevel: z.enum(CONTRACTOR_SKILL_LEVELS),
  description: z.string().trim().max(500),
});
export type RateFormValues = z.input<typeof RateFormSchema>;

export const EMPTY_RATE_FORM: RateFormValues = {
  name: '',
  hourlyRatePounds: '',
  skillLevel: DEFAULT_CONTRACTOR_SKILL_LEVEL,
  description: '',
};

export function toCreateRateBody(values: z.output<typeof RateFormSchema>): CreateContractorRateBody {
  return {
    name: values.name,
    hourlyRate: poundsToPence(Number(values.hourlyRatePounds)),
    description: values.description || null,
    skillLevel: values.skillLevel,
    isActive: true,
  };
}

/** The server names `hourlyRate`; the form's field is in pounds. */
export function toRateFormField(wireName: string): keyof RateFormValues | undefined {
  if (wireName === 'hourlyRate') return 'hourlyRatePounds';
  return (['name', 'skillLevel', 'description'] as const).find((field) => field === wireName);
}
