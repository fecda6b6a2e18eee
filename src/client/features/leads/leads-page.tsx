import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useCallback } from 'react';
import type { LeadListFilter, LeadSummary } from '#contracts/admin-leads.contract';
import { ErrorBanner } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { PageHeader } from '#client/components/ui/page-header';
import { toast } from '#client/components/ui/use-toast';
import { leadListQueryOptions, toLeadsExportHref, useDeleteLeadMutation } from '#client/resources/leads/leads-api';
import { AddLeadDialog } from './components/add-lead-dialog';
import { LeadFilters } from './components/lead-filters';
import { LeadSheet } from './components/lead-sheet';
import { LeadsPagination } from './components/leads-pagination';
import { LeadsTable } from './components/leads-table';
import { LeadCards } from './components/lead-cards';
import { useMediaQuery } from '#client/lib/use-media-query';
import { useLeadsUrlState } from './internal/use-leads-url-state';

/**
 * The browser confirmation says the deletion is permanent and cannot be undone
 * (docs/product/lead-management.md#delete).
 */
export function toDeleteConfirmation(customerName: string): string {
  return `Delete the lead for ${customerName}? This deletion is permanent and cannot be undone.`;
}

/** Below 768 px: the cards (docs/product/lead-management.md#phone-cards). */
const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * /admin and /admin/leads (docs/product/lead-management.md#layout): the leads CRM. Search, filter,
 * page and the open lead live in the URL; the list refreshes every 30 seconds without disturbing
 * any of them.
 */
export function LeadsPage() {
  const [state, setState] = useLeadsUrlState();
  const filters = { search: state.search, status: state.status, page: state.page };
  const isPhone = useMediaQuery(PHONE_QUERY);
  // 'Clear search' only when a search is what emptied the list.
  const clearSearch = state.search ? () => handleSearchChange('') : null;
  const list = useQuery(leadListQueryOptions(filters));
  const deleteMutation = useDeleteLeadMutation();
  const { mutate: deleteLead } = deleteMutation;

  const handleView = useCallback((lead: LeadSummary) => setState({ leadId: lead.id }), [setState]);

  const handleDelete = useCallback(
    (lead: LeadSummary) => {
      if (!window.confirm(toDeleteConfirmation(lead.customerName))) return;
      deleteLead(lead.id, {
        onSuccess: () => {
          if (state.leadId === lead.id) setState({ leadId: null }, { replace: true });
          toast({ title: 'Lead Deleted', description: 'Lead and all associated data have been permanently removed.' });
        },
        onError: () => toast({ variant: 'destructive', title: 'Delete Failed', description: 'Could not delete the lead. Please try again.' }),
      });
    },
    [deleteLead, setState, state.leadId],
  );

  function handleSearchChange(search: string) {
    setState({ search, page: 1 }, { replace: true });
  }

  function handleStatusChange(status: LeadListFilter) {
    setState({ status, page: 1 });
  }

  return (
    <>
      <PageHeader
        title="Lead Management"
        description="Search, filter and follow up customer leads."
        actions={
          <>
            <a href={toLeadsExportHref(filters)} download className={buttonClasses({ variant: 'outline' })}>
              <Download aria-hidden="true" />
              Export CSV
            </a>
            <AddLeadDialog />
          </>
        }
      />
      <LeadFilters
        search={state.search}
        status={state.status}
        counts={list.data?.counts}
        onSearchChange={handleSearchChange}
        onStatusChange={handleStatusChange}
      />
      {list.isError ? (
        <ErrorBanner onRetry={() => list.refetch()} className="mb-4">
          The leads could not be loaded.
        </ErrorBanner>
      ) : null}
      {isPhone ? (
        // Below 768 px the table becomes cards (docs/product/lead-management.md#phone-cards).
        <LeadCards leads={list.data?.leads} isLoading={list.isPending} onView={handleView} now={new Date()} onClearSearch={clearSearch} />
      ) : (
        <LeadsTable
          leads={list.data?.leads}
          isLoading={list.isPending}
          onView={handleView}
          onDelete={handleDelete}
          deletingLeadId={deleteMutation.isPending ? (deleteMutation.variables ?? null) : null}
          onClearSearch={clearSearch}
        />
      )}
      {list.data ? (
        <LeadsPagination page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPageChange={(page) => setState({ page })} />
      ) : null}
      <LeadSheet leadId={state.leadId} onClose={() => setState({ leadId: null })} />
    </>
  );
}
