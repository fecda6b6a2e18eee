import { sql } from 'drizzle-orm';
import { type AnalyticsDateRange, toAnalyticsWindow } from '#domain/analytics/analytics-window';
import { ANALYTICS_FLOWS, isAnalyticsFlow, toFunnelStageLabel } from '#domain/analytics/funnel-stages';
import { LEAD_RECORD_STATUSES } from '#domain/leads/can-change-lead-status';
import { type DroppedOffCustomer, MAX_DROPPED_OFF_CUSTOMERS } from '#contracts/analytics.contract';
import type { Database } from '#server/db/client';
import { interactionSessionHours, leads } from '#server/db/schema';
import { sessionHourRows } from './internal/session-hour-rows';

type Row = {
  lead_id: string;
  customer_name: string;
  phone: string;
  status: string;
  flow: string;
  last_stage: number | null;
  last_seen_at: string;
  total: number;
};

/**
 * The customers to call back (docs/product/conversion-analytics.md#dropped-off): sessions with
 * events in the range that saved a lead (a name and a phone) and never converted, not in the
 * range nor before it, newest first, with the stage they were last on. A session is tied to its
 * lead by the funnel run's key, which both the events and the lead carry.
 */
export async function listDroppedOffCustomers(
  deps: { db: Database; now: () => Date },
  input: { dateRange: AnalyticsDateRange },
): Promise<{ customers: DroppedOffCustomer[]; total: number }> {
  const window = toAnalyticsWindow(input.dateRange, deps.now());
  const result = await deps.db.execute<Row>(sql`
    with sessions as (
      select flow, session_id, bool_or(converted) as converted, max(last_event_at) as last_seen_at,
             (array_agg(last_stage order by last_stage_at desc) filter (where last_stage is not null))[1] as last_stage,
             (array_agg(funnel_key order by last_event_at desc) filter (where funnel_key is not null))[1] as funnel_key
        from (${sessionHourRows(window, ANALYTICS_FLOWS)}) as rows
       group by flow, session_id
    )
    select l.id as lead_id, l.customer_name, l.phone, l.status, s.flow, s.last_stage,
           to_char(s.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen_at,
           count(*) over ()::int as total
      from sessions as s
      join ${leads} as l on l.funnel_key = s.funnel_key
     where not s.converted
       and not exists (select 1 from ${interactionSessionHours} as h where h.session_id = s.session_id and h.flow = s.flow and h.converted)
     order by s.last_seen_at desc, l.id
     limit ${MAX_DROPPED_OFF_CUSTOMERS}`);
  const customers = result.rows.flatMap((row): DroppedOffCustomer[] => {
    const status = LEAD_RECORD_STATUSES.find((candidate) => candidate === row.status);
    if (!isAnalyticsFlow(row.flow) || !status) return [];
    return [
      {
        leadId: row.lead_id,
        customerName: row.customer_name,
        phone: row.phone,
        leadStatus: status,
        flow: row.flow,
        stoppedAt: toFunnelStageLabel(row.flow, row.last_stage === null ? null : Number(row.last_stage)),
        lastSeenAt: row.last_seen_at,
      },
    ];
  });
  return { customers, total: result.rows[0]?.total ?? 0 };
}
