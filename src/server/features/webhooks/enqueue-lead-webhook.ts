import { eq } from 'drizzle-orm';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { appSettings, type leads, webhookOutbox } from '#server/db/schema';

export type LeadWebhookTarget = { url: string; secret: string | undefined };

/** A URL saved in the app settings overrides LEAD_WEBHOOK_URL (and its secret the env secret). */
export async function resolveLeadWebhook(db: Database, fromEnv: Config['leadWebhook']): Promise<LeadWebhookTarget | undefined> {
  const [row] = await db
    .select({ url: appSettings.leadWebhookUrl, secret: appSettings.leadWebhookSecret })
    .from(appSettings)
    .where(eq(appSettings.id, 1))
    .limit(1);
  if (row?.url) return { url: row.url, secret: row.secret ?? fromEnv?.secret };
  return fromEnv ? { url: fromEnv.url, secret: fromEnv.secret } : undefined;
}

/**
 * The fields of the webhook call, plus what an automation needs to find the lead
 * (docs/product/leads.md#webhook).
 */
export type LeadWebhookPayload = {
  leadId: string;
  customerName: string;
  phone: string;
  email: string | null;
  address: string | null;
  jobDescription: string;
  urgency: string | null;
  outcome: string | null;
  status: string;
  source: string;
  estimatedPriceLow: number | null;
  estimatedPriceHigh: number | null;
  createdAt: string;
};

/** The payload of a stored lead: the same for leads from the funnels and from staff. */
export function toLeadWebhookPayload(lead: typeof leads.$inferSelect): LeadWebhookPayload {
  return {
    leadId: lead.id,
    customerName: lead.customerName,
    phone: lead.phone,
    email: lead.email,
    address: lead.address,
    jobDescription: lead.jobDescription,
    urgency: lead.urgency,
    outcome: lead.outcome,
    status: lead.status,
    source: lead.source,
    estimatedPriceLow: lead.estimatedPriceLowPence,
    estimatedPriceHigh: lead.estimatedPriceHighPence,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** The event type of a new lead's delivery (sent as X-Webhook-Event). */
export const LEAD_CREATED_EVENT = 'lead.created';

/**
 * Writes the delivery in the caller's transaction, beside the lead: the lead and its delivery
 * are committed together or not at all. With no webhook configured nothing is queued.
 */
export async function enqueueLeadWebhook(tx: Database, fromEnv: Config['leadWebhook'], payload: LeadWebhookPayload): Promise<boolean> {
  const target = await resolveLeadWebhook(tx, fromEnv);
  if (!target) return false;
  await tx.insert(webhookOutbox).values({ leadId: payload.leadId, eventType: LEAD_CREATED_EVENT, payload });
  return true;
}
