import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateLeadBody, CreatedLead } from '#contracts/leads.contract';
import { parseRecommendedAction, parseStoredRecommendation, type StoredAnalysis } from '#contracts/stored-analysis';
import { decideFunnelLeadSave, FUNNEL_CONTACT_FIELDS, funnelSaveMayChangeContactDetails, isDraftSave, resolveFunnelLeadStatus } from '#domain/leads/merge-funnel-lead-save';
import { isTestLeadSource } from '#domain/leads/test-lead';
import { shouldIssueQuoteLink, toQuoteLinkExpiry } from '#domain/funnels/quote-link';
import { isPromoCode } from '#domain/pricing/apply-promo-code';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { leads, leadSaveKeys } from '#server/db/schema';
import { ConflictError, UnauthorizedError } from '#server/errors';
import { priceLeadDescription, type PricedLeadDescription } from '../analysis/price-lead-description';
import { findHonouredQuote } from '../quotes/find-honoured-quote';
import { enqueueLeadWebhook, toLeadWebhookPayload } from '../webhooks/enqueue-lead-webhook';
import { createQuoteLinkToken, hashQuoteLinkToken } from './internal/quote-link-token';
import { toCreatedLead } from './internal/to-created-lead';

export type CreatePublicLeadDeps = { db: Database; now: () => Date; leadWebhook: Config['leadWebhook'] };
export type CreatePublicLeadResult = { lead: CreatedLead; created: boolean };

/**
 * Stores a lead from a customer flow (or the testing page). Nothing the browser says about
 * money is kept: the server analyses the description itself and prices it with the stored
 * config. A retried save (same Idempotency-Key) answers what the first one did.
 *
 * A test lead (source `testing_platform`, docs/product/leads.md#test-leads) is saved only for a
 * signed-in staff member, so nobody outside can hide leads from the CRM under the test mark,
 * and it is not forwarded to the automation: the webhook test is how staff send one there.
 */
export async function createPublicLead(
  deps: CreatePublicLeadDeps,
  input: { body: CreateLeadBody; idempotencyKey: string | undefined; isStaff: boolean; log: LeadSaveLog },
): Promise<CreatePublicLeadResult> {
  const { body, idempotencyKey } = input;
  const isTestLead = isTestLeadSource(body.source);
  if (isTestLead && !input.isStaff) {
    throw new UnauthorizedError('Sign in as staff to save a test lead.', 'test_lead_needs_staff');
  }
  const now = deps.now();
  const { analysedJob, estimate, pricingVersion, discountApplied, issuedQuoteId } = await priceLead(deps, body, now, input.log);
  const isDraft = isDraftSave(body);

  const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('hex');

  return deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const [seen] = await tx
        .select({ lead: leads, bodyHash: leadSaveKeys.bodyHash })
        .from(leadSaveKeys)
        .innerJoin(leads, eq(leads.id, leadSaveKeys.leadId))
        .where(eq(leadSaveKeys.idempotencyKey, idempotencyKey))
        .limit(1);
      if (seen) {
        // A retry sends the very same save; another body under the key is a replay (docs/limits.md#idempotency).
        if (seen.bodyHash !== null && seen.bodyHash !== bodyHash) {
          throw new ConflictError('This Idempotency-Key was already used for a different save.', 'idempotency_key_reused');
        }
        return { lead: toCreatedLead(seen.lead), created: false };
      }
    }

    const values = {
      customerName: body.customerName,
      phone: body.phone,
      email: body.email || null,
      address: body.address ?? null,
      city: body.city ?? null,
      postcode: body.postcode ?? null,
      propertyType: body.propertyType ?? null,
      customerType: body.customerType ?? null,
      jobDescription: body.jobDescription,
      urgency: body.urgency ?? null,
      outcome: body.outcome ?? null,
      status: isDraft ? 'draft' : body.status === 'draft' ? 'new' : body.status,
      source: body.source,
      notes: body.notes ?? null,
      isDraft,
      discountApplied,
      estimatedPriceLowPence: estimate.lowPence,
      estimatedPriceHighPence: estimate.highPence,
      pricingVersion,
      issuedQuoteId,
      jobberQuoteId: body.jobberQuoteId ?? null,
      analysedJobData: { ...analysedJob, recommendedAction: readRecommendedAction(body) },
      followUpQuestions: body.followUpQuestions ?? null,
      questionAnswers: body.questionAnswers ?? null,
      // The browser's JSON is kept only in the shape the funnel saves; anything else is dropped.
      finalRecommendation: parseStoredRecommendation(body.finalRecommendation),
      formStage: body.formStage ?? null,
      userAgent: body.userAgent ?? null,
      referrer: body.referrer ?? null,
      funnelKey: body.funnelKey ?? null,
      updatedAt: now,
    };

    // Serialise saves of one funnel run so two retries cannot both create its lead.
    const [existing] = body.funnelKey
      ? await tx.select().from(leads).where(eq(leads.funnelKey, body.funnelKey)).for('update').limit(1)
      : [];
    let lead;
    let created = false;
    if (existing) {
      lead = existing;
      if (decideFunnelLeadSave(existing, { isDraft }) === 'apply') {
        const status = resolveFunnelLeadStatus(existing.status, values.status);
        // A lead staff are working keeps its contact details whatever a later save says.
        const changes: Partial<typeof values> = { ...values };
        if (!funnelSaveMayChangeContactDetails(existing.status)) {
          for (const field of FUNNEL_CONTACT_FIELDS) delete changes[field];
        }
        [lead] = await tx.update(leads).set({ ...changes, status }).where(eq(leads.id, existing.id)).returning();
      }
    } else {
      [lead] = await tx.insert(leads).values({ ...values, createdAt: now }).returning();
      created = true;
    }
    if (!lead) throw new Error('the lead was not saved');
    // The quote link is issued once, by the first priced final save; its token is answered once.
    let quoteLink: { token: string; expiresAt: Date } | null = null;
    const issue = shouldIssueQuoteLink({
      isDraft: lead.isDraft,
      isTest: isTestLead,
      lowPence: lead.estimatedPriceLowPence,
      hasLink: lead.quoteLinkTokenHash !== null,
    });
    if (issue) {
      quoteLink = { token: createQuoteLinkToken(), expiresAt: toQuoteLinkExpiry(now) };
      [lead] = await tx
        .update(leads)
        .set({ quoteLinkTokenHash: hashQuoteLinkToken(quoteLink.token), quoteLinkExpiresAt: quoteLink.expiresAt })
        .where(eq(leads.id, lead.id))
        .returning();
      if (!lead) throw new Error('the lead was not saved');
    }
    if (idempotencyKey) await tx.insert(leadSaveKeys).values({ idempotencyKey, leadId: lead.id, bodyHash, createdAt: now });

    const becameFinal = !isDraft && (created || existing?.isDraft === true);
    if (becameFinal && !isTestLead) {
      await enqueueLeadWebhook(tx, deps.leadWebhook, toLeadWebhookPayload(lead));
    }
    const answer = toCreatedLead(lead);
    return {
      lead: quoteLink ? { ...answer, quoteLinkToken: quoteLink.token, quoteLinkExpiresAt: quoteLink.expiresAt.toISOString() } : answer,
      created,
    };
  });
}

export type LeadSaveLog = { warn: (obj: object, message: string) => void };

type PricedLead = PricedLeadDescription & { discountApplied: boolean; issuedQuoteId: string | null };

/**
 * The lead's figures (docs/product/issued-quotes.md#lead-save): those of the quote the server issued
 * for the screen the customer saw, when the save names one it can honour; otherwise the server
 * prices the description itself, as it does for drafts and the screens that show no price.
 */
async function priceLead(deps: CreatePublicLeadDeps, body: CreateLeadBody, now: Date, log: LeadSaveLog): Promise<PricedLead> {
  if (body.quoteId) {
    const lookup = await findHonouredQuote(deps.db, {
      quoteId: body.quoteId,
      jobDescription: body.jobDescription,
      source: body.source,
      urgency: body.urgency,
      now,
    });
    if (lookup.quote) {
      const { figures } = lookup.quote;
      return {
        analysedJob: lookup.quote.analysis,
        estimate: { lowPence: figures.totalRange.lowPence, highPence: figures.totalRange.highPence },
        pricingVersion: lookup.quote.pricingVersion,
        discountApplied: figures.discountApplied,
        issuedQuoteId: lookup.quote.id,
      };
    }
    // Not an error for the customer: their lead is kept, priced by the server (no personal data logged).
    log.warn({ quoteId: body.quoteId, reason: lookup.reason }, 'a lead save named a quote the server could not honour');
  }
  const discountApplied = body.discountApplied && isPromoCode(body.promoCode);
  const priced = await priceLeadDescription(deps, { jobDescription: body.jobDescription, urgency: body.urgency, discountApplied });
  return { ...priced, discountApplied, issuedQuoteId: null };
}

/**
 * The method the customer was recommended or chose, when the browser's copy names a real one:
 * its analysis's recommendedAction first, else its recommendation's recommendedType.
 */
function readRecommendedAction(body: CreateLeadBody): StoredAnalysis['recommendedAction'] {
  return (
    parseRecommendedAction(body.analysedJobData?.recommendedAction) ??
    parseRecommendedAction(body.finalRecommendation?.recommendedType)
  );
}
