import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  type AcceptInvitationBody,
  type AuditEventQuery,
  changePassword,
  type ChangePasswordBody,
  enableTwoFactor,
  getTwoFactor,
  getStaffSecurity,
  saveStaffSecurity,
  type StaffSecurity,
  inviteStaff,
  resetStaffTwoFactor,
  setUpTwoFactor,
  type InviteStaffBody,
  listAuditEvents,
  listStaff,
  reissueStaffInvitation,
  setStaffDisabled,
  signOutOtherSessions,
} from '#contracts/staff.contract';
import { apiRequest } from '#client/lib/api-client';
import { authKeys } from '../auth/auth-api';

/** Staff accounts, the member's own account and the audit log (docs/product/staff-accounts.md). */
export const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  audit: () => [...staffKeys.all, 'audit'] as const,
  twoFactor: () => [...staffKeys.all, 'two-factor'] as const,
  security: () => [...staffKeys.all, 'security'] as const,
  auditPage: (query: AuditEventQuery) => [...staffKeys.audit(), query] as const,
};

export function staffListQueryOptions() {
  return queryOptions({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => apiRequest(listStaff, { signal }),
    select: (data) => data.staff,
  });
}

/** The owner's staff security switches (docs/product/staff-accounts.md#two-factor). */
export function staffSecurityQueryOptions() {
  return queryOptions({ queryKey: staffKeys.security(), queryFn: ({ signal }) => apiRequest(getStaffSecurity, { signal }) });
}

export function useSaveStaffSecurityMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (body: StaffSecurity) => apiRequest(saveStaffSecurity, { body }), onSuccess: invalidate });
}

/** One page of the audit log; `before` asks for the page after an earlier one. */
export function auditEventsQueryOptions(query: AuditEventQuery) {
  return queryOptions({
    queryKey: staffKeys.auditPage(query),
    queryFn: ({ signal }) =>
      apiRequest(listAuditEvents, {
        signal,
        query: { action: query.action, actor: query.actor || undefined, subject: query.subject || undefined, before: query.before },
      }),
  });
}

/** Staff changes add audit lines: the log refreshes with the list. */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all });
}

export function useInviteStaffMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (body: InviteStaffBody) => apiRequest(inviteStaff, { body }), onSuccess: invalidate });
}

export function useReissueInvitationMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (id: string) => apiRequest(reissueStaffInvitation, { params: { id } }), onSuccess: invalidate });
}

export function useSetStaffDisabledMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) => apiRequest(setStaffDisabled, { params: { id }, body: { disabled } }),
    onSuccess: invalidate,
  });
}

export function useChangePasswordMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => apiRequest(changePassword, { body }), onSuccess: invalidate });
}

export function useSignOutOtherSessionsMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: () => apiRequest(signOutOtherSessions), onSuccess: invalidate });
}

/** The invited member sets their password and is signed in: the session is recorded like a sign-in. */
export function useAcceptInvitationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => apiRequest(acceptInvitation, { body }),
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(authKeys.me(), staff);
    },
  });
}

/** The member's own two-factor state (docs/product/staff-accounts.md#two-factor). */
export function twoFactorQueryOptions() {
  return queryOptions({ queryKey: staffKeys.twoFactor(), queryFn: ({ signal }) => apiRequest(getTwoFactor, { signal }) });
}

export function useSetUpTwoFactorMutation() {
  return useMutation({ mutationFn: () => apiRequest(setUpTwoFactor) });
}

export function useEnableTwoFactorMutation() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (code: string) => apiRequest(enableTwoFactor, { body: { code } }),
    // Enrolled: an account held back by the owner's requirement is let through (docs/product/staff-accounts.md#two-factor).
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: authKeys.me() })]),
  });
}

export function useResetStaffTwoFactorMutation() {
  const invalidate = useInvalidateStaff();
  return useMutation({ mutationFn: (id: string) => apiRequest(resetStaffTwoFactor, { params: { id } }), onSuccess: invalidate });
}
