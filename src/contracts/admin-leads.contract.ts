import { z } from 'zod';
import { ADMIN_LEAD_DEFAULTS, ADMIN_LEAD_OUTCOMES, ADMIN_LEAD_URGENCIES } from '../domain/leads/admin-lead-defaults';
import { LEAD_CREATE_STATUSES, LEAD_RECORD_STATUSES, LEAD_STATUSES } from '../domain/leads/can-change-lead-status';
import { MAX_LEAD_SEARCH_CHARS } from '../domain/leads/normalise-lead-search-term';
import { MAX_QUOTE_AMOUNT_PENCE } from '../domain/leads/quote-amount';
import { IssuedQuoteSchema } from './quotes.contract';
import { defineEndpoint, EmptySchema } from './endpoint';
import { StoredAnalysisSchema, StoredRecommendationSchema } from './stored-analysis';

/**
 * The back office's leads CRM (docs/product/lead-management.md#api). Every lead price on the
 * wire is integer pence: quoteAmount, estimatedPriceLow, estimatedPriceHigh
 * (docs/product/README.md#money).
 */

/**
 * 'all' shows every lead, drafts included (docs/product/lead-management.md#status-filters,
 * docs/decisions/0006-leads-crm-and-webhook-delivery.md); the others are one status.
 */
export const LEAD_LIST_FILTERS = ['all', ...LEAD_RECORD_STATUSES] as const;
export type LeadListFilter = (typeof LEAD_LIST_FILTERS)[number];

export const DEFAULT_LEADS_PAGE_SIZE = 25;
export const MAX_LEADS_PAGE_SIZE = 100;
/** 10,000 pages of 100 is a million leads: past that, search instead of paging. */
const MAX_LEADS_PAGE = 10_000;

const pence = z.number().int().nonnegative();
const instant = z.iso.datetime({ offset: true });

const LeadIdParamsSchema = z.object({ leadId: z.uuid() });

export const LeadSummarySchema = z.object({
  id: z.uuid(),
  /** Another real lead has the same phone (docs/product/lead-management.md#possible-duplicates); list rows only. */
  possibleDuplicate: z.boolean().optional(),
  customerName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  jobDescription: z.string(),
  urgency: z.string().nullable(),
  /** The quote method the lead ended with (docs/product/leads.md#outcomes). */
  outcome: z.string().nullable(),
  /**
   * analyzedJobData.recommendedAction, the method the AI chose; the table prefers it
   * (docs/product/leads.md#quote-method).
   */
  recommendedAction: StoredAnalysisSchema.shape.recommendedAction,
  status: z.enum(LEAD_RECORD_STATUSES),
  source: z.string(),
  quoteAmount: pence.nullable(),
  estimatedPriceLow: pence.nullable(),
  estimatedPriceHigh: pence.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

export const LeadStatusCountsSchema = z.object({
  all: z.number().int(),
  draft: z.number().int(),
  new: z.number().int(),
  contacted: z.number().int(),
  quoted: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
});
export type LeadStatusCounts = z.infer<typeof LeadStatusCountsSchema>;

export const LeadListQuerySchema = z.object({
  /** Matches name, phone and job description, case-insensitively, anywhere in the text. */
  search: z.string().max(MAX_LEAD_SEARCH_CHARS * 2).optional(),
  status: z.enum(LEAD_LIST_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(MAX_LEADS_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_LEADS_PAGE_SIZE).default(DEFAULT_LEADS_PAGE_SIZE),
  /**
   * Test leads are left out unless asked for (docs/product/leads.md#test-leads). 'true' or
   * 'false' (z.stringbool would pull more of zod into the customers' shared chunk).
   */
  includeTestLeads: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

export const LeadListSchema = z.object({
  leads: z.array(LeadSummarySchema),
  /** Leads matching the search and the status filter. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Leads matching the search, per status (the filter buttons' counts). */
  counts: LeadStatusCountsSchema,
});
export type LeadList = z.infer<typeof LeadListSchema>;

export const LeadEventSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  quoteAmount: pence.nullable(),
  /** Who did it; null for a change made by the system. Kept after the account is removed. */
  staffEmail: z.string().nullable(),
  createdAt: instant,
});
export type LeadEvent = z.infer<typeof LeadEventSchema>;

/**
 * The lead panel breakdown (docs/product/lead-management.md#pricing-breakdown), computed by the
 * domain from the stored analysis.
 */
export const LeadPanelBreakdownSchema = z.object({
  lines: z.array(
    z.object({
      description: z.string(),
      type: z.string().nullable(),
      complexity: z.string().nullable(),
      hours: z.number(),
      typeMultiplier: z.number(),
      labourPence: z.number().int(),
      materialsPence: z.number().int(),
    }),
  ),
  hourlyRatePence: z.number().int(),
  urgencyMultiplier: z.number(),
  labourPence: z.number().int(),
  materialsPence: z.number().int(),
  calloutFeePence: z.number().int(),
  totalPence: z.number().int(),
});
export type LeadPanelBreakdownDto = z.infer<typeof LeadPanelBreakdownSchema>;

export const LeadDetailSchema = LeadSummarySchema.extend({
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  propertyType: z.string().nullable(),
  customerType: z.string().nullable(),
  notes: z.string().nullable(),
  isDraft: z.boolean(),
  discountApplied: z.boolean(),
  formStage: z.string().nullable(),
  /** The stored AI analysis (tasks, totalEstimatedHours, skills_required, recommendedAction); null when unreadable. */
  analyzedJobData: StoredAnalysisSchema.nullable(),
  /** The stored recommendation (reasoning), as the funnel saved it; null when none or unreadable. */
  finalRecommendation: StoredRecommendationSchema.nullable(),
  timeline: z.array(LeadEventSchema),
  breakdown: LeadPanelBreakdownSchema.nullable(),
  /**
   * The pricing config version that priced the lead's estimate (docs/product/leads.md#prices);
   * null for a lead saved before versions were kept.
   */
  pricingVersion: z.number().int().nullable(),
  /**
   * Until when the customer's quote link shows their recap; null when none was issued. Staff see
   * only this: the link's token is kept hashed (docs/decisions/0019-funnels-customers-trust.md#quote-links).
   */
  quoteLinkExpiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /**
   * The quote the server issued and the customer was shown, exactly as issued; null when the
   * lead stores none (docs/product/issued-quotes.md#in-the-crm).
   */
  issuedQuote: IssuedQuoteSchema.nullable().optional(),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Name, phone and job description required (trimmed); email and address optional
 * (docs/product/lead-management.md#add-new-lead).
 */
export const CreateAdminLeadBodySchema = z.object({
  customerName: z.string().trim().min(1, 'Enter the customer name').max(120),
  phone: z.string().trim().min(1, 'Enter a phone number').max(40),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email('Enter a valid email address').nullable()),
  address: optionalText(300),
  jobDescription: z.string().trim().min(1, 'Describe the job').max(5000),
  urgency: z.enum(ADMIN_LEAD_URGENCIES).default(ADMIN_LEAD_DEFAULTS.urgency),
  outcome: z.enum(ADMIN_LEAD_OUTCOMES).default(ADMIN_LEAD_DEFAULTS.outcome),
  status: z.enum(LEAD_CREATE_STATUSES).default(ADMIN_LEAD_DEFAULTS.status),
});
export type CreateAdminLeadBody = z.infer<typeof CreateAdminLeadBodySchema>;
export type CreateAdminLeadInput = z.input<typeof CreateAdminLeadBodySchema>;

export const UpdateLeadQuoteBodySchema = z.object({
  /** Pence (docs/product/lead-management.md#quote-edit); the input's pounds are converted in the browser. */
  quoteAmount: z.number().int('Give the quote in whole pence').min(0).max(MAX_QUOTE_AMOUNT_PENCE),
});
export type UpdateLeadQuoteBody = z.infer<typeof UpdateLeadQuoteBodySchema>;

const noteText = z.string().trim().min(1, 'Write a note').max(2000);

export const ChangeLeadStatusBodySchema = z.object({
  status: z.enum(LEAD_STATUSES),
  note: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ChangeLeadStatusBody = z.infer<typeof ChangeLeadStatusBodySchema>;

export const AddLeadNoteBodySchema = z.object({ note: noteText });
export type AddLeadNoteBody = z.infer<typeof AddLeadNoteBodySchema>;

export const listAdminLeads = defineEndpoint({
  method: 'GET',
  path: '/api/admin/leads',
  query: LeadListQuerySchema,
  responses: { 200: LeadListSchema },
});

export const exportAdminLeadsCsv = defineEndpoint({
  method: 'GET',
  path: '/api/admin/leads/export.csv',
  query: LeadListQuerySchema.pick({ search: true, status: true, includeTestLeads: true }),
  /** text/csv; charset=utf-8, as an attachment. */
  responses: { 200: z.string() },
});

export const getAdminLead = defineEndpoint({
  method: 'GET',
  path: '/api/admin/leads/:leadId',
  params: LeadIdParamsSchema,
  responses: { 200: LeadDetailSchema },
});

export const createAdminLead = defineEndpoint({
  method: 'POST',
  path: '/api/admin/leads',
  body: CreateAdminLeadBodySchema,
  responses: { 201: LeadDetailSchema },
});

/**
 * DELETE /api/leads/{id}, the original's path (docs/product/leads.md#deleting). Staff only, like
 * everything that changes a lead.
 */
export const deleteLead = defineEndpoint({
  method: 'DELETE',
  path: '/api/leads/:id',
  params: z.object({ id: z.uuid() }),
  responses: { 204: EmptySchema },
});

export const updateLeadQuote = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/leads/:leadId/quote',
  params: LeadIdParamsSchema,
  body: UpdateLeadQuoteBodySchema,
  responses: { 200: LeadDetailSchema },
});

export const changeLeadStatus = defineEndpoint({
  method: 'POST',
  path: '/api/admin/leads/:leadId/status',
  params: LeadIdParamsSchema,
  body: ChangeLeadStatusBodySchema,
  responses: { 200: LeadDetailSchema },
});

export const addLeadNote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/leads/:leadId/notes',
  params: LeadIdParamsSchema,
  body: AddLeadNoteBodySchema,
  responses: { 201: LeadDetailSchema },
});
