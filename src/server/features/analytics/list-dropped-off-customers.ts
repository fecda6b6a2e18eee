import { sql } from 'drizzle-orm';
import { type AnalyticsDateRange, toAnalyticsWindow } from '#domain/analytics/analytics-window';
import { ANALYTICS_FLOWS, isAnalyticsFlow, toFunnelStageLabel } from '#domain/analytics/funnel-stages';
import { LEAD_RECORD_STATUSES } from '#domain/leads/can-change-lead-status';
import { type DroppedOffCustomer, MAX_DROPPED_OFF_CUSTOMERS } from '#contracts/analytics.contract';
import type { Database } from '#server/db/client';
import { interactionSessionHours, leads } from '#server/db/schema';
import { readAnalytics } from './internal/read-analytics';
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
 * range nor before it, newest first, with the stage of their latest step start. A session is
 * tied to its lead by the funnel run's key, which both the events and the lead carry.
 *
 * Only the sessions with a lead are kept (the join comes first), only those spanning hours are
 * merged, and only the newest 100 look up where they stopped
 * (docs/decisions/0012-analytics-hourly-session-rollup.md).
 */
export async function listDroppedOffCustomers(
  deps: { db: Database; now: () => Date },
  input: { dateRange: AnalyticsDateRange },
): Promise<{ customers: DroppedOffCustomer[]; total: number }> {
  const window = toAnalyticsWindow(input.dateRange, deps.now());
  const result = await readAnalytics(deps.db, (tx) =>
    tx.execute<Row>(sql`
      with keyed as (
        select rows.flow, rows.session_id, rows.converted, rows.last_event_at, rows.single_hour, lead.id as lead_id
          from (${sessionHourRows(window, ANALYTICS_FLOWS)}) as rows
          join ${leads} as lead on lead.funnel_key = rows.funnel_key
      ),
      candidates as (
        select flow, session_id, lead_id, last_event_at as last_seen_at
          from keyed
         where single_hour and not converted
        union all
        select flow, session_id, lead_id, max(last_event_at)
          from keyed
         where not single_hour
         group by flow, session_id, lead_id
        having not bool_or(converted)
      ),
      dropped as (
        select candidates.*, count(*) over () as total
          from candidates
         where not exists (select 1 from ${interactionSessionHours} as h
                            where h.session_id = candidates.session_id and h.flow = candidates.flow and h.converted)
         order by last_seen_at desc, lead_id
         limit ${MAX_DROPPED_OFF_CUSTOMERS}
      )
      select dropped.lead_id, lead.customer_name, lead.phone, lead.status, dropped.flow,
             (select h.last_stage from ${interactionSessionHours} as h
               where h.session_id = dropped.session_id and h.flow = dropped.flow and h.last_stage is not null
               order by h.last_stage_at desc limit 1) as last_stage,
             to_char(dropped.last_seen_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_seen_at,
             dropped.total::int as total
        from dropped
        join ${leads} as lead on lead.id = dropped.lead_id
       order by dropped.last_seen_at desc, dropped.lead_id`),
  );
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
