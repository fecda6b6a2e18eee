import type { LeadSummary } from '#contracts/admin-leads.contract';
import { Skeleton } from '#client/components/ui/skeleton';
import { LeadRow } from './lead-row';

export const NO_LEADS_TEXT = 'No leads found matching your criteria';

const COLUMNS = ['Customer', 'Contact', 'Job and Quote Method', 'Pricing', 'Status', 'View', 'Delete'] as const;

export type LeadsTableProps = {
  leads: LeadSummary[] | undefined;
  isLoading: boolean;
  onView: (lead: LeadSummary) => void;
  onDelete: (lead: LeadSummary) => void;
  deletingLeadId: string | null;
};

/**
 * The leads table (admin §2). On narrow screens it scrolls sideways inside its own region,
 * which is focusable so keyboard users can scroll it too.
 */
export function LeadsTable({ leads, isLoading, onView, onDelete, deletingLeadId }: LeadsTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a sideways-scrolling table must be reachable by keyboard (axe scrollable-region-focusable)
    <div role="region" aria-label="Leads" tabIndex={0} className="relative overflow-x-auto rounded-xl border bg-card shadow-sm focus-visible:outline-2 focus-visible:outline-ring">
      <table className="w-full min-w-[60rem] text-left text-sm">
        <caption className="sr-only">Leads, newest first</caption>
        <thead className="border-b bg-muted/60 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading ? <LoadingRows /> : null}
          {leads?.map((lead) => (
            <LeadRow key={lead.id} lead={lead} onView={onView} onDelete={onDelete} isDeleting={deletingLeadId === lead.id} />
          ))}
          {leads?.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="px-4 py-12 text-center text-muted-foreground">
                {NO_LEADS_TEXT}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function LoadingRows() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((row) => (
        <tr key={row} className="border-b">
          <td colSpan={COLUMNS.length} className="px-4 py-3">
            <Skeleton className="h-10 w-full" />
          </td>
        </tr>
      ))}
    </>
  );
}
