import { SearchX } from 'lucide-react';
import type { LeadSummary } from '#contracts/admin-leads.contract';
import { toLeadPriceRangeText } from '#domain/display/get-lead-display-price-pence';
import { toAgeText } from '#domain/display/to-age-text';
import { toCustomerRouteLabel } from '#domain/leads/to-customer-route-label';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { LeadStatusBadge, PossibleDuplicateBadge } from './lead-badges';
import { NO_LEADS_TEXT } from './leads-table';
import { toLeadRowQuoteMethod } from './lead-row';

export type LeadCardsProps = {
  leads: LeadSummary[] | undefined;
  isLoading: boolean;
  onView: (lead: LeadSummary) => void;
  /** Read once per render: the cards' ages are relative to it. */
  now: Date;
  /** Offered when a search found nothing. */
  onClearSearch?: (() => void) | null;
};

/**
 * The leads below 768 px (docs/product/lead-management.md#phone-cards): one card per lead with the
 * name, how long ago it came in, the AI's quote method, the route the customer chose
 * (docs/product/lead-management.md#customer-choice), the price and the status; the
 * whole card opens the lead.
 */
export function LeadCards({ leads, isLoading, onView, now, onClearSearch }: LeadCardsProps) {
  if (isLoading) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading leads">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (leads?.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={NO_LEADS_TEXT}
        action={
          onClearSearch ? (
            <Button variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Leads">
      {leads?.map((lead) => (
        <li key={lead.id}>
          <button
            type="button"
            onClick={() => onView(lead)}
            className="flex w-full flex-col gap-2 rounded-xl border bg-card p-4 text-left shadow-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0">
                <span className="block truncate font-semibold">{lead.customerName}</span>
                <time dateTime={lead.createdAt} className="text-xs text-muted-foreground">
                  {toAgeText(lead.createdAt, now)}
                </time>
              </span>
              <span className="flex flex-col items-end gap-1">
                <LeadStatusBadge status={lead.status} />
                {lead.possibleDuplicate ? <PossibleDuplicateBadge /> : null}
              </span>
            </span>
            <span className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
                <span className="sr-only">Route: </span>
                {toLeadRowQuoteMethod(lead)}
              </span>
              <span className="font-semibold tabular-nums">{toLeadPriceRangeText(lead)}</span>
            </span>
            <span className="text-xs text-muted-foreground">{`Customer chose: ${toCustomerRouteLabel(lead)}`}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
