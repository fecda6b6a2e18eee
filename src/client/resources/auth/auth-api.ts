import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { canManageBusiness, OWNER_ONLY_REASON } from '#domain/staff/staff-roles';
import type { LoginBody, Staff } from '#contracts/auth.contract';
import { apiRequest, isApiError, lazyEndpoint } from '#client/lib/api-client';
import { authKeys } from './auth-keys';

// Every page asks who is signed in: the contract loads with the first request, not before the
// first paint (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
const contract = () => import('#contracts/auth.contract');
const getMe = lazyEndpoint({ method: 'GET', path: '/api/auth/me' }, async () => (await contract()).getMe);
const login = lazyEndpoint({ method: 'POST', path: '/api/auth/login' }, async () => (await contract()).login);
const loginTwoFactor = lazyEndpoint({ method: 'POST', path: '/api/auth/login/two-factor' }, async () => (await contract()).loginTwoFactor);
const logout = lazyEndpoint({ method: 'POST', path: '/api/auth/logout' }, async () => (await contract()).logout);

export { authKeys } from './auth-keys';

/**
 * The signed-in staff member, or null when nobody is signed in. A 401 here is the normal
 * signed-out answer, not a failure, so it resolves to null ("nobody",
 * docs/product/shared-behaviour.md#requests) and never reaches the global 401 handler.
 */
export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: async ({ signal }): Promise<Staff | null> => {
      try {
        const { staff } = await apiRequest(getMe, { signal });
        return staff;
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
  });
}

export function useLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => apiRequest(login, { body }),
    onSuccess: (result) => {
      // With two-factor on, the password only earns a challenge (docs/product/staff-accounts.md#two-factor).
      if ('staff' in result) queryClient.setQueryData(authKeys.me(), result.staff);
    },
  });
}

export function useTwoFactorLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { challenge: string; code: string }) => apiRequest(loginTwoFactor, { body }),
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(authKeys.me(), staff);
    },
  });
}

export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(logout),
    onSuccess: () => {
      // Drop every cached answer (leads hold customers' personal data), then record the
      // signed-out state so the sign-in page does not ask the server again.
      queryClient.clear();
      queryClient.setQueryData(authKeys.me(), null);
    },
  });
}

/**
 * Whether the signed-in member may use the owner's actions (docs/product/staff-accounts.md#roles):
 * staff read settings, pricing and the engine but cannot change them. While the session is
 * loading nothing is allowed; the server refuses anyway.
 */
export function useOwnerAccess(): { canChange: boolean; reason: string | null } {
  const me = useQuery(meQueryOptions());
  const canChange = me.data ? canManageBusiness(me.data.role) : false;
  return { canChange, reason: canChange ? null : OWNER_ONLY_REASON };
}
