import { SearchX } from 'lucide-react';
import type { LeadSummary } from '#contracts/admin-leads.contract';
import { Button } from '#client/components/ui/button';
import { EmptyState } from '#client/components/ui/empty-state';
import { Table, TableBody, TableEmptyRow, TableHead, TableHeader, TableLoadingRows, TableRow } from '#client/components/ui/table';
import { LeadRow } from './lead-row';

export const NO_LEADS_TEXT = 'No leads found matching your criteria';

const COLUMNS = ['Customer', 'Contact', 'Job and Quote Method', 'Pricing', 'Status', 'View', 'Delete'] as const;

export type LeadsTableProps = {
  leads: LeadSummary[] | undefined;
  isLoading: boolean;
  onView: (lead: LeadSummary) => void;
  onDelete: (lead: LeadSummary) => void;
  deletingLeadId: string | null;
  /** Offered when a search found nothing (docs/product/lead-management.md#empty-and-error-states). */
  onClearSearch?: (() => void) | null;
};

/**
 * The leads table (docs/product/lead-management.md#table). On narrow screens it scrolls sideways
 * inside its own region.
 */
export function LeadsTable({ leads, isLoading, onView, onDelete, deletingLeadId, onClearSearch }: LeadsTableProps) {
  return (
    <Table label="Leads" caption="Leads, newest first" isBusy={isLoading} className="min-w-[60rem]">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? <TableLoadingRows columns={COLUMNS.length} /> : null}
        {leads?.map((lead) => (
          <LeadRow key={lead.id} lead={lead} onView={onView} onDelete={onDelete} isDeleting={deletingLeadId === lead.id} />
        ))}
        {leads?.length === 0 ? (
          <TableEmptyRow columns={COLUMNS.length}>
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
          </TableEmptyRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
