import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getHealth } from '#contracts/health.contract';
import { createLead } from '#contracts/leads.contract';
import { countTestLeads, deleteTestLeads, runWebhookTest, type TestLeadBody } from '#contracts/testing-platform.contract';
import { TEST_LEAD_SOURCE } from '#domain/leads/test-lead';
import { apiRequest } from '#client/lib/api-client';
import { leadKeys } from '../leads/leads-api';
import { webhookKeys } from '../webhooks/webhooks-api';

/** The Testing Platform's calls (docs/product/testing-platform.md#endpoints). */
export const testLeadKeys = {
  all: ['test-leads'] as const,
  count: () => [...testLeadKeys.all, 'count'] as const,
};

export function testLeadCountQueryOptions() {
  return queryOptions({
    queryKey: testLeadKeys.count(),
    queryFn: ({ signal }) => apiRequest(countTestLeads, { signal }),
  });
}

/** The webhook test stores a test lead and sends it at once; the log and the count change. */
export function useWebhookTestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestLeadBody) => apiRequest(runWebhookTest, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
        queryClient.invalidateQueries({ queryKey: testLeadKeys.all }),
      ]),
  });
}

/**
 * The database test: the public lead save, as the original made it, with the test mark
 * (docs/product/leads.md#test-leads). Sent directly, not through the customers' outbox: the
 * point is to see the answer, or the failure, now.
 */
export function useDatabaseTestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TestLeadBody) =>
      apiRequest(createLead, {
        body: {
          customerName: body.customerName,
          phone: body.phone,
          email: body.email,
          address: body.address,
          jobDescription: body.jobDescription,
          urgency: body.urgency,
          outcome: body.outcome,
          status: body.status,
          notes: body.notes,
          source: TEST_LEAD_SOURCE,
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: testLeadKeys.all }),
  });
}

/** The health check, run when asked: its 503 answer is a result to show, not only an error. */
export function useHealthCheckMutation() {
  return useMutation({ mutationFn: () => apiRequest(getHealth) });
}

/** Removes every test lead in one action; the CRM lists, the log and the count change. */
export function useDeleteTestLeadsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(deleteTestLeads),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: testLeadKeys.all }),
        queryClient.invalidateQueries({ queryKey: leadKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
      ]),
  });
}
