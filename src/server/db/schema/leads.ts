import { type SQLWrapper, sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { parseStoredAnalysis, parseStoredRecommendation } from '#contracts/stored-analysis';
import { issuedQuotes } from './issued-quotes';
import { parsedJsonb } from './parsed-jsonb';
import { staffAccounts } from './staff';

/**
 * A lead's phone as possible duplicates are matched (docs/product/lead-management.md#possible-duplicates):
 * the SQL twin of the domain's toPhoneMatchKey, which its test checks against.
 */
export function phoneMatchKeySql(phone: SQLWrapper) {
  return sql`regexp_replace(regexp_replace(regexp_replace(${phone}, '\\(\\s*0\\s*\\)', '', 'g'), '\\D', '', 'g'), '^(00)?44', '0')`;
}

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    address: text('address'),
    city: text('city'),
    postcode: text('postcode'),
    propertyType: text('property_type'),
    customerType: text('customer_type'),
    jobDescription: text('job_description').notNull(),
    urgency: text('urgency'),
    /** The quote method or outcome, e.g. phone_quote, quote_method_selected_video_quote. */
    outcome: text('outcome'),
    status: text('status').notNull().default('new'),
    source: text('source').notNull(),
    notes: text('notes'),
    isDraft: boolean('is_draft').notNull().default(false),
    discountApplied: boolean('discount_applied').notNull().default(false),
    quoteAmountPence: integer('quote_amount_pence'),
    estimatedPriceLowPence: integer('estimated_price_low_pence'),
    estimatedPriceHighPence: integer('estimated_price_high_pence'),
    /**
     * The pricing config version the estimate was priced with (docs/decisions/0010-app-settings-and-config-versions.md);
     * null for leads saved before versions were kept.
     */
    pricingVersion: integer('pricing_version'),
    jobberQuoteId: text('jobber_quote_id'),
    /** The server's own analysis of the description, priced, with the recommended method. */
    analysedJobData: parsedJsonb('analysed_job_data', parseStoredAnalysis),
    followUpQuestions: jsonb('follow_up_questions'),
    questionAnswers: jsonb('question_answers'),
    /** The home funnel's recommendation as it saved it; null from the other sources. */
    finalRecommendation: parsedJsonb('final_recommendation', parseStoredRecommendation),
    formStage: text('form_stage'),
    userAgent: text('user_agent'),
    referrer: text('referrer'),
    /** One funnel run's saves (draft, method chosen, final) update one lead. */
    funnelKey: text('funnel_key').unique(),
    /**
     * SHA-256 (hex) of the quote link's token: the token itself is given to the customer once and
     * never kept (docs/decisions/0019-funnels-customers-trust.md#quote-links). Null: no link.
     */
    quoteLinkTokenHash: text('quote_link_token_hash').unique(),
    quoteLinkExpiresAt: timestamp('quote_link_expires_at', { withTimezone: true }),
    /**
     * The quote the customer was shown, issued by the server (docs/product/issued-quotes.md#lead-save):
     * the lead's estimate and analysis are that quote's. Null: no price was shown, or the save
     * named no quote the server could honour, and the server priced the description itself.
     */
    issuedQuoteId: uuid('issued_quote_id').references(() => issuedQuotes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('leads_status_created_at_idx').on(t.status, t.createdAt.desc()),
    index('leads_issued_quote_idx').on(t.issuedQuoteId),
    // The CRM's counts per status leave test leads out (docs/product/leads.md#test-leads); this
    // keeps them an index-only scan. The predicate must match REAL_LEADS in admin-leads' lead-filter.
    index('leads_real_status_idx').on(t.status).where(sql`${t.source} <> 'testing_platform'`),
    // Staff search name, phone and job description with ILIKE '%…%' (budget: <100 ms at 50k,
    // docs/product/lead-management.md#list).
    // The possible-duplicates lookup by phone (docs/product/lead-management.md#possible-duplicates).
    index('leads_phone_match_key_idx').on(phoneMatchKeySql(t.phone)),
    index('leads_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.customerName} || ' ' || ${t.phone} || ' ' || ${t.jobDescription})) gin_trgm_ops`,
    ),
  ],
);

/**
 * Every public save's Idempotency-Key: a retried save answers the lead it already made or
 * updated and changes nothing.
 */
export const leadSaveKeys = pgTable('lead_save_keys', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' }),
  /**
   * SHA-256 of the save's body: the same key with another body is refused with 409
   * (docs/limits.md#idempotency). Null on keys stored before it was kept.
   */
  bodyHash: text('body_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The lead's timeline: status changes, notes and quote edits, with who and when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    quoteAmountPence: integer('quote_amount_pence'),
    staffId: uuid('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** Kept even if the account is later removed. */
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: two events in the same millisecond still read in the order they happened. */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
);
