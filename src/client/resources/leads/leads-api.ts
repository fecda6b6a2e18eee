import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addLeadNote,
  changeLeadStatus,
  type ChangeLeadStatusBody,
  createAdminLead,
  type CreateAdminLeadBody,
  deleteLead,
  exportAdminLeadsCsv,
  getAdminLead,
  type LeadDetail,
  type LeadListFilter,
  listAdminLeads,
  updateLeadQuote,
} from '#contracts/admin-leads.contract';
import { apiRequest, buildUrl } from '#client/lib/api-client';

/** The leads list refreshes every 30 seconds (docs/product/lead-management.md#list). */
export const LEADS_REFRESH_INTERVAL_MS = 30_000;

export type LeadListFilters = { search: string; status: LeadListFilter; page: number };

export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (filters: LeadListFilters) => [...leadKeys.lists(), filters] as const,
  details: () => [...leadKeys.all, 'detail'] as const,
  detail: (leadId: string) => [...leadKeys.details(), leadId] as const,
};

/**
 * One page of leads. While the next page or search loads, and on every 30-second refresh, the
 * rows on screen stay put (keepPreviousData): nothing jumps, the scroll position holds.
 */
export function leadListQueryOptions(filters: LeadListFilters) {
  return queryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest(listAdminLeads, {
        query: { search: filters.search || undefined, status: filters.status, page: filters.page },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: LEADS_REFRESH_INTERVAL_MS,
  });
}

/** The open panel's lead: its own query, so list refreshes never disturb it. */
export function leadDetailQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadKeys.detail(leadId),
    queryFn: ({ signal }) => apiRequest(getAdminLead, { params: { leadId }, signal }),
    refetchInterval: LEADS_REFRESH_INTERVAL_MS,
  });
}

/** The CSV of what the table shows (every page), downloaded by the browser with the session cookie. */
export function toLeadsExportHref(filters: Pick<LeadListFilters, 'search' | 'status'>): string {
  return buildUrl(exportAdminLeadsCsv.path, {}, { search: filters.search || undefined, status: filters.status });
}

/** After a change: the answer is the lead's new detail, and every list may have moved. */
function useLeadChangeSettled() {
  const queryClient = useQueryClient();
  return {
    onSuccess: (lead: LeadDetail) => {
      queryClient.setQueryData(leadKeys.detail(lead.id), lead);
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  };
}

export function useCreateLeadMutation() {
  const { onSuccess } = useLeadChangeSettled();
  return useMutation({
    mutationFn: (body: CreateAdminLeadBody) => apiRequest(createAdminLead, { body }),
    onSuccess,
  });
}

export function useUpdateLeadQuoteMutation() {
  const { onSuccess } = useLeadChangeSettled();
  return useMutation({
    mutationFn: (input: { leadId: string; quoteAmountPence: number }) =>
      apiRequest(updateLeadQuote, { params: { leadId: input.leadId }, body: { quoteAmount: input.quoteAmountPence } }),
    onSuccess,
  });
}

export function useChangeLeadStatusMutation() {
  const { onSuccess } = useLeadChangeSettled();
  return useMutation({
    mutationFn: (input: { leadId: string } & ChangeLeadStatusBody) =>
      apiRequest(changeLeadStatus, { params: { leadId: input.leadId }, body: { status: input.status, note: input.note } }),
    onSuccess,
  });
}

export function useAddLeadNoteMutation() {
  const { onSuccess } = useLeadChangeSettled();
  return useMutation({
    mutationFn: (input: { leadId: string; note: string }) =>
      apiRequest(addLeadNote, { params: { leadId: input.leadId }, body: { note: input.note } }),
    onSuccess,
  });
}

export function useDeleteLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leadId: string) => apiRequest(deleteLead, { params: { id: leadId } }),
    onSuccess: (_nothing, leadId) => {
      queryClient.removeQueries({ queryKey: leadKeys.detail(leadId) });
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists() });
    },
  });
}
