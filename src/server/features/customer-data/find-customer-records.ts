import { type SQL, sql } from 'drizzle-orm';
import type { CustomerLookup } from '#domain/customer-data/customer-lookup';
import type { Database } from '#server/db/client';
import { interactionEvents, interactionSessionHours, leads, phoneMatchKeySql, webhookOutbox } from '#server/db/schema';

type Executor = Pick<Database, 'execute'>;

/** The ids of every row held about one customer (docs/product/customer-data.md#what-is-held). */
export type CustomerRecordIds = {
  leadIds: string[];
  deliveryIds: string[];
  sessionIds: string[];
};

/**
 * Finds what is held about the customer looked up, by the rule of
 * src/domain/customer-data/customer-lookup.ts: their leads (by phone on the duplicates' match key,
 * leads_phone_match_key_idx, or by email); the webhook deliveries of those leads, or whose payload
 * names the customer; and the visitor sessions that saved one of those leads (their funnel run's
 * key, as the dropped-off list links them, docs/product/conversion-analytics.md#dropped-off) or
 * whose events carry the customer's phone or email.
 */
export async function findCustomerRecords(db: Executor, lookup: CustomerLookup): Promise<CustomerRecordIds> {
  const leadMatch: SQL =
    lookup.kind === 'phone' ? sql`${phoneMatchKeySql(leads.phone)} = ${lookup.phoneKey}` : sql`lower(trim(${leads.email})) = ${lookup.email}`;
  const leadRows = await db.execute<{ id: string; funnel_key: string | null }>(sql`select id, funnel_key from ${leads} where ${leadMatch}`);
  const leadIds = leadRows.rows.map((row) => row.id);
  const funnelKeys = leadRows.rows.flatMap((row) => (row.funnel_key ? [row.funnel_key] : []));

  const payloadMatch = (payload: SQL): SQL =>
    lookup.kind === 'phone'
      ? sql`(${payload} ->> 'phone') is not null and ${phoneMatchKeySql(sql`(${payload} ->> 'phone')`)} = ${lookup.phoneKey}`
      : sql`lower(trim(${payload} ->> 'email')) = ${lookup.email}`;

  const deliveryRows = await db.execute<{ id: string }>(sql`
    select id from ${webhookOutbox}
     where ${leadIds.length > 0 ? sql`lead_id = any(${toTextArray(leadIds)}::uuid[]) or (payload ->> 'leadId') = any(${toTextArray(leadIds)}) or ` : sql``}${payloadMatch(sql`payload`)}`);

  const sessionRows = await db.execute<{ session_id: string }>(sql`
    select session_id from ${interactionEvents} where ${payloadMatch(sql`payload`)}
    ${
      funnelKeys.length > 0
        ? sql`union select session_id from ${interactionEvents} where (payload ->> 'funnelKey') = any(${toTextArray(funnelKeys)})
              union select session_id from ${interactionSessionHours} where funnel_key = any(${toTextArray(funnelKeys)})`
        : sql``
    }`);

  return {
    leadIds,
    deliveryIds: deliveryRows.rows.map((row) => row.id),
    sessionIds: [...new Set(sessionRows.rows.map((row) => row.session_id))],
  };
}

/** A text[] parameter: one bound value however many ids. */
export function toTextArray(values: readonly string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}
