import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LEAD_LIST_FILTERS, type LeadListFilter } from '#contracts/admin-leads.contract';
import { LEAD_PARAM } from '#client/lib/paths';

/** The table's state lives in the URL, so a link, a reload or Back shows the same view. */
export type LeadsUrlState = {
  search: string;
  status: LeadListFilter;
  page: number;
  /** The lead open in the side panel. */
  leadId: string | null;
};

const PARAM = { search: 'search', status: 'status', page: 'page', lead: LEAD_PARAM } as const;

function readStatus(value: string | null): LeadListFilter {
  return LEAD_LIST_FILTERS.find((filter) => filter === value) ?? 'all';
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readLeadsUrlState(search: string): LeadsUrlState {
  const params = new URLSearchParams(search);
  return {
    search: params.get(PARAM.search) ?? '',
    status: readStatus(params.get(PARAM.status)),
    page: readPage(params.get(PARAM.page)),
    leadId: params.get(PARAM.lead) || null,
  };
}

/** Defaults are left out, so the plain page is /admin/leads with no query string. */
export function toLeadsSearchString(state: LeadsUrlState): string {
  const params = new URLSearchParams();
  if (state.search) params.set(PARAM.search, state.search);
  if (state.status !== 'all') params.set(PARAM.status, state.status);
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  if (state.leadId) params.set(PARAM.lead, state.leadId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type LeadsUrlUpdate = Partial<LeadsUrlState>;

/**
 * The URL state and a setter. Typing in the search box replaces the history entry (Back
 * should not replay every keystroke); opening a lead, a filter or a page adds one.
 */
export function useLeadsUrlState(): [LeadsUrlState, (update: LeadsUrlUpdate, options?: { replace?: boolean }) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = readLeadsUrlState(search);

  // Stable while the path is, so memoised rows are not re-rendered by a new callback.
  const update = useCallback(
    (change: LeadsUrlUpdate, options: { replace?: boolean } = {}) => {
      const next = { ...readLeadsUrlState(window.location.search), ...change };
      navigate(`${location}${toLeadsSearchString(next)}`, { replace: options.replace ?? false });
    },
    [location, navigate],
  );

  return [state, update];
}
