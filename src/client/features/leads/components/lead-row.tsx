import { Eye, Trash2 } from 'lucide-react';
import { memo } from 'react';
import type { LeadSummary } from '#contracts/admin-leads.contract';
import { toLeadPriceRangeText } from '#domain/display/get-lead-display-price-pence';
import { getLeadQuoteMethod, toLeadJobText, toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { Button } from '#client/components/ui/button';
import { TableCell, TableRow } from '#client/components/ui/table';
import { formatDateTime } from '#client/lib/format';
import { LeadStatusBadge, PossibleDuplicateBadge, UrgencyBadge } from './lead-badges';
import { QuoteEditor } from './quote-editor';

export type LeadRowProps = {
  lead: LeadSummary;
  onView: (lead: LeadSummary) => void;
  onDelete: (lead: LeadSummary) => void;
  isDeleting: boolean;
};

/**
 * The quote method a row shows: the AI's recommendation, else the outcome
 * (docs/product/leads.md#quote-method).
 */
export function toLeadRowQuoteMethod(lead: Pick<LeadSummary, 'recommendedAction' | 'outcome'>): string {
  return toQuoteMethodLabel(getLeadQuoteMethod(lead));
}

/**
 * One lead in the table, with its columns (docs/product/lead-management.md#table). Memoised: a
 * 30-second refresh that brings the same lead back (same object from the query's structural
 * sharing) does not re-render it.
 */
export const LeadRow = memo(function LeadRow({ lead, onView, onDelete, isDeleting }: LeadRowProps) {
  return (
    <TableRow className="align-top">
      <TableCell>
        <div className="font-medium">{lead.customerName}</div>
        {lead.possibleDuplicate ? <PossibleDuplicateBadge /> : null}
        <time dateTime={lead.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(lead.createdAt)}
        </time>
      </TableCell>
      <TableCell>
        <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="block whitespace-nowrap text-primary underline-offset-4 hover:underline">
          {lead.phone}
        </a>
        {lead.email ? <span className="block max-w-48 truncate text-xs text-muted-foreground" title={lead.email}>{lead.email}</span> : null}
      </TableCell>
      <TableCell>
        <p className="max-w-72" title={lead.jobDescription}>
          {toLeadJobText(lead.jobDescription)}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <span className="inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-secondary-foreground">
            <span className="sr-only">Quote method: </span>
            {toLeadRowQuoteMethod(lead)}
          </span>
          <UrgencyBadge urgency={lead.urgency} />
        </div>
      </TableCell>
      <TableCell>
        <QuoteEditor lead={lead} />
        <div className="text-xs text-muted-foreground">{toLeadPriceRangeText(lead)}</div>
      </TableCell>
      <TableCell>
        <LeadStatusBadge status={lead.status} />
      </TableCell>
      <TableCell>
        <Button variant="outline" size="sm" onClick={() => onView(lead)} aria-label={`View lead for ${lead.customerName}`}>
          <Eye aria-hidden="true" />
          View
        </Button>
      </TableCell>
      <TableCell>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => onDelete(lead)}
          disabled={isDeleting}
          aria-label={`Delete lead for ${lead.customerName}`}
        >
          <Trash2 aria-hidden="true" className="text-destructive" />
        </Button>
      </TableCell>
    </TableRow>
  );
});
