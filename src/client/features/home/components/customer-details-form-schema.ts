import { z } from 'zod';
import { HOME_URGENCIES } from '#domain/funnels/home-flow-answers';

/**
 * docs/product/home-flow.md#contact-details: name, phone and urgency are required; no phone format
 * is checked. Email is optional but must look like an email when given, or the lead could not be
 * stored with it.
 */
export const CustomerDetailsFormSchema = z.object({
  customerName: z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  phone: z.string().trim().min(1, 'Enter your phone number').max(40, 'Use at most 40 characters'),
  email: z.union([z.literal(''), z.string().trim().email('Enter an email address like name@example.co.uk, or leave it blank').max(254)]),
  location: z.string().trim().max(300, 'Use at most 300 characters'),
  urgency: z.union([z.enum(HOME_URGENCIES), z.literal('')]).refine((value) => value !== '', 'Choose how soon you need it'),
});
export type CustomerDetailsFormValues = z.input<typeof CustomerDetailsFormSchema>;
