import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ContractorRate,
  createContractorRate,
  type CreateContractorRateBody,
  listContractorPayLeads,
  listContractorRates,
  updateContractorRate,
} from '#contracts/contractor-rates.contract';
import { apiRequest } from '#client/lib/api-client';
import { leadKeys } from '../leads/leads-api';

/** Contractor rates and the leads the pay calculator offers (docs/product/contractor-pay.md#endpoints). */
export const contractorRateKeys = {
  all: ['contractor-rates'] as const,
  list: () => [...contractorRateKeys.all, 'list'] as const,
};

/**
 * The payable leads are a list of leads, so they sit under the leads' list keys: a quote set in
 * Lead Management (which invalidates every lead list) refreshes them too.
 */
export const payableLeadKeys = {
  all: [...leadKeys.lists(), 'payable'] as const,
};

export function contractorRatesQueryOptions() {
  return queryOptions({
    queryKey: contractorRateKeys.list(),
    queryFn: ({ signal }) => apiRequest(listContractorRates, { signal }),
  });
}

export function payableLeadsQueryOptions() {
  return queryOptions({
    queryKey: payableLeadKeys.all,
    queryFn: ({ signal }) => apiRequest(listContractorPayLeads, { signal }),
  });
}

/** Rates the calculator may use: the active ones. */
export function selectActiveRates(rates: readonly ContractorRate[]): ContractorRate[] {
  return rates.filter((rate) => rate.isActive);
}

export function useCreateContractorRateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateContractorRateBody) => apiRequest(createContractorRate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorRateKeys.all }),
  });
}

/** Activate or Deactivate: the list is refetched from the server, never patched by hand. */
export function useUpdateContractorRateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rateId: string; isActive: boolean }) =>
      apiRequest(updateContractorRate, { params: { id: input.rateId }, body: { isActive: input.isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractorRateKeys.all }),
  });
}
