import type { FastifyInstance } from 'fastify';
import { getStaffSecurity as getStaffSecurityEndpoint, saveStaffSecurity as saveStaffSecurityEndpoint } from '#contracts/staff.contract';
import { inviteStaff as inviteStaffEndpoint, listStaff as listStaffEndpoint, reissueStaffInvitation as reissueEndpoint, resetStaffTwoFactor as resetTwoFactorEndpoint, setStaffDisabled as setStaffDisabledEndpoint } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { inviteStaff } from './invite-staff';
import { listStaff } from './list-staff';
import { reissueStaffInvitation } from './reissue-staff-invitation';
import { resetStaffTwoFactor } from './reset-staff-two-factor';
import { setStaffDisabled } from './set-staff-disabled';
import { readStaffSecurity, saveStaffSecurity } from './staff-security';

/** Staff management, the owner's (docs/product/staff-accounts.md#staff-management). */
export function staffRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, listStaffEndpoint, {
      access: 'owner',
      handler: async () => respond(200, { staff: await listStaff(deps) }),
    });
    registerRoute(app, inviteStaffEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) => respond(201, await inviteStaff(deps, { owner: requireStaff(request), body })),
    });
    registerRoute(app, reissueEndpoint, {
      access: 'owner',
      handler: async ({ params, request }) => respond(201, await reissueStaffInvitation(deps, { owner: requireStaff(request), staffId: params.id })),
    });
    registerRoute(app, resetTwoFactorEndpoint, {
      access: 'owner',
      handler: async ({ params, request }) => respond(200, await resetStaffTwoFactor(deps, { owner: requireStaff(request), staffId: params.id })),
    });
    registerRoute(app, setStaffDisabledEndpoint, {
      access: 'owner',
      handler: async ({ params, body, request }) =>
        respond(200, await setStaffDisabled(deps, { owner: requireStaff(request), staffId: params.id, disabled: body.disabled })),
    });
    // docs/product/staff-accounts.md#two-factor
    registerRoute(app, getStaffSecurityEndpoint, {
      access: 'owner',
      handler: async () => respond(200, await readStaffSecurity(deps)),
    });
    registerRoute(app, saveStaffSecurityEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) => respond(200, await saveStaffSecurity(deps, { owner: requireStaff(request), settings: body })),
    });
  };
}
