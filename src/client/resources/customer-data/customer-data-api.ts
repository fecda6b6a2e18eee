import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerDataQuery, eraseCustomerData, getCustomerData } from '#contracts/customer-data.contract';
import { apiRequest } from '#client/lib/api-client';

/** The owner's customer data requests (docs/product/customer-data.md). */
export const customerDataKeys = {
  all: ['customer-data'] as const,
  search: (query: CustomerDataQuery) => [...customerDataKeys.all, query] as const,
};

export function customerDataQueryOptions(query: CustomerDataQuery) {
  return queryOptions({
    queryKey: customerDataKeys.search(query),
    queryFn: ({ signal }) => apiRequest(getCustomerData, { signal, query }),
    // Every export is an audit line: fetch once per search, never again in the background.
    staleTime: Infinity,
    retry: false,
  });
}

export function useEraseCustomerDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CustomerDataQuery) => apiRequest(eraseCustomerData, { body: { ...query, confirm: true } }),
    onSuccess: () => queryClient.removeQueries({ queryKey: customerDataKeys.all }),
  });
}
