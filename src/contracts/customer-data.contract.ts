import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * The owner's customer data requests under UK GDPR (docs/product/customer-data.md): everything
 * held about one customer, found by phone or by email, as JSON; and erasing it. Exactly one of
 * phone and email is given; the server checks that and names the field.
 */
const instant = z.iso.datetime({ offset: true });
const Phone = z.string().trim().max(40).optional();
const Email = z.string().trim().max(254).optional();

export const CustomerDataQuerySchema = z.object({ phone: Phone, email: Email });
export type CustomerDataQuery = z.infer<typeof CustomerDataQuerySchema>;

export const CustomerLeadEventSchema = z.object({
  kind: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  quoteAmountPence: z.number().int().nullable(),
  staffEmail: z.string().nullable(),
  createdAt: instant,
});

/** A lead as held, every column that describes the customer or their job. */
export const CustomerLeadSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  propertyType: z.string().nullable(),
  customerType: z.string().nullable(),
  jobDescription: z.string(),
  urgency: z.string().nullable(),
  outcome: z.string().nullable(),
  status: z.string(),
  source: z.string(),
  notes: z.string().nullable(),
  quoteAmountPence: z.number().int().nullable(),
  estimatedPriceLowPence: z.number().int().nullable(),
  estimatedPriceHighPence: z.number().int().nullable(),
  analysedJobData: z.unknown(),
  followUpQuestions: z.unknown(),
  questionAnswers: z.unknown(),
  finalRecommendation: z.unknown(),
  userAgent: z.string().nullable(),
  referrer: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  events: z.array(CustomerLeadEventSchema),
});
export type CustomerLead = z.infer<typeof CustomerLeadSchema>;

export const CustomerWebhookDeliverySchema = z.object({
  id: z.string(),
  leadId: z.string().nullable(),
  eventType: z.string(),
  status: z.string(),
  payload: z.unknown(),
  createdAt: instant,
});

export const CustomerInteractionEventSchema = z.object({
  sessionId: z.string(),
  flow: z.string(),
  step: z.string(),
  action: z.string(),
  fieldName: z.string().nullable(),
  payload: z.unknown(),
  createdAt: instant,
});

export const CustomerDataSchema = z.object({
  /** How the customer was found, as the owner typed it. */
  searchedBy: z.object({ phone: z.string().optional(), email: z.string().optional() }),
  exportedAt: instant,
  leads: z.array(CustomerLeadSchema),
  webhookDeliveries: z.array(CustomerWebhookDeliverySchema),
  interactionEvents: z.array(CustomerInteractionEventSchema),
});
export type CustomerData = z.infer<typeof CustomerDataSchema>;

export const getCustomerData = defineEndpoint({
  method: 'GET',
  path: '/api/customer-data',
  query: CustomerDataQuerySchema,
  responses: { 200: CustomerDataSchema },
});

export const EraseCustomerDataBodySchema = z.object({
  phone: Phone,
  email: Email,
  /** The owner's confirmation: the erasure cannot be undone. */
  confirm: z.literal(true),
});
export type EraseCustomerDataBody = z.infer<typeof EraseCustomerDataBodySchema>;

/** What was erased, counted: the only record kept (the audit line holds the same counts). */
export const ErasedCountsSchema = z.object({
  leads: z.number().int().min(0),
  leadEvents: z.number().int().min(0),
  webhookDeliveries: z.number().int().min(0),
  interactionEvents: z.number().int().min(0),
  sessions: z.number().int().min(0),
});
export type ErasedCounts = z.infer<typeof ErasedCountsSchema>;

export const eraseCustomerData = defineEndpoint({
  method: 'POST',
  path: '/api/customer-data/erase',
  body: EraseCustomerDataBodySchema,
  responses: { 200: z.object({ erased: ErasedCountsSchema, reference: z.string() }) },
});
