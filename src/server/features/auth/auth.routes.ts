import type { FastifyInstance } from 'fastify';
import { getMe, login, loginTwoFactor, logout } from '#contracts/auth.contract';
import {
  acceptInvitation,
  changePassword,
  enableTwoFactor as enableTwoFactorEndpoint,
  getTwoFactor,
  setUpTwoFactor as setUpTwoFactorEndpoint,
  signOutOtherSessions as signOutOtherSessionsEndpoint,
} from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { clearSessionCookie, readSessionToken, requireStaff, setSessionCookie } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { UnauthorizedError } from '#server/errors';
import { acceptStaffInvitation } from './accept-staff-invitation';
import { changeStaffPassword } from './change-staff-password';
import { completeTwoFactorSignIn } from './complete-two-factor-sign-in';
import { signInStaff } from './sign-in-staff';
import { signOutOtherSessions } from './sign-out-other-sessions';
import { enableTwoFactor, getTwoFactorState, setUpTwoFactor } from './two-factor-enrolment';
import { signOutStaff } from './sign-out-staff';

export type AuthRoutesDeps = { db: Database; now: () => Date; isProduction: boolean };

/** Sign-in attempts per minute per address: enough for a typo or two, too few to guess. */
const SIGN_IN_ATTEMPTS_PER_MINUTE = 10;

export function authRoutes(deps: AuthRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, login, {
      access: 'public',
      rateLimitPerMinute: SIGN_IN_ATTEMPTS_PER_MINUTE,
      handler: async ({ body, request, reply }) => {
        const result = await signInStaff({ ...deps, log: request.log }, {
          email: body.email,
          password: body.password,
          userAgent: request.headers['user-agent'],
        });
        reply.header('cache-control', 'no-store');
        if (result.kind === 'two_factor') return respond(200, { twoFactorChallenge: result.challenge });
        setSessionCookie(reply, deps, result.token, result.expiresAt);
        return respond(200, { staff: result.staff });
      },
    });

    // docs/product/staff-accounts.md#two-factor
    registerRoute(app, loginTwoFactor, {
      access: 'public',
      rateLimitPerMinute: SIGN_IN_ATTEMPTS_PER_MINUTE,
      handler: async ({ body, request, reply }) => {
        reply.header('cache-control', 'no-store');
        const { staff, token, expiresAt } = await completeTwoFactorSignIn({ ...deps, log: request.log }, { ...body, userAgent: request.headers['user-agent'] });
        setSessionCookie(reply, deps, token, expiresAt);
        return respond(200, { staff });
      },
    });

    registerRoute(app, getTwoFactor, {
      access: 'staff',
      openBeforeTwoFactor: true,
      handler: async ({ request }) => respond(200, await getTwoFactorState(deps, requireStaff(request))),
    });

    registerRoute(app, setUpTwoFactorEndpoint, {
      access: 'staff',
      openBeforeTwoFactor: true,
      handler: async ({ request }) => respond(200, await setUpTwoFactor(deps, requireStaff(request))),
    });

    registerRoute(app, enableTwoFactorEndpoint, {
      access: 'staff',
      openBeforeTwoFactor: true,
      rateLimitPerMinute: SIGN_IN_ATTEMPTS_PER_MINUTE,
      handler: async ({ body, request }) => respond(200, await enableTwoFactor(deps, requireStaff(request), body.code)),
    });

    registerRoute(app, logout, {
      access: 'public',
      handler: async ({ request, reply }) => {
        await signOutStaff(deps, readSessionToken(request, deps));
        clearSessionCookie(reply, deps);
        return respond(204, null);
      },
    });

    registerRoute(app, getMe, {
      access: 'staff',
      openBeforeTwoFactor: true,
      handler: async ({ request }) => {
        return respond(200, { staff: { ...requireStaff(request), mustEnrolInTwoFactor: request.mustEnrolInTwoFactor } });
      },
    });

    // docs/product/staff-accounts.md#account
    registerRoute(app, changePassword, {
      access: 'staff',
      rateLimitPerMinute: SIGN_IN_ATTEMPTS_PER_MINUTE,
      handler: async ({ body, request }) =>
        respond(200, await changeStaffPassword(deps, { staff: requireStaff(request), sessionId: request.sessionId, ...body })),
    });

    registerRoute(app, signOutOtherSessionsEndpoint, {
      access: 'staff',
      handler: async ({ request }) => {
        if (!request.sessionId) throw new UnauthorizedError();
        return respond(200, await signOutOtherSessions(deps, { staff: requireStaff(request), sessionId: request.sessionId }));
      },
    });

    // docs/product/staff-accounts.md#staff-management: the invited person has no session yet.
    registerRoute(app, acceptInvitation, {
      access: 'public',
      rateLimitPerMinute: SIGN_IN_ATTEMPTS_PER_MINUTE,
      handler: async ({ body, request, reply }) => {
        reply.header('cache-control', 'no-store');
        const { staff, token, expiresAt } = await acceptStaffInvitation(deps, { ...body, userAgent: request.headers['user-agent'] });
        setSessionCookie(reply, deps, token, expiresAt);
        return respond(200, { staff });
      },
    });
  };
}
