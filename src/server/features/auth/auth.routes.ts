import type { FastifyInstance } from 'fastify';
import { getMe, login, logout } from '#contracts/auth.contract';
import type { Database } from '#server/db/client';
import { clearSessionCookie, readSessionToken, requireStaff, setSessionCookie } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { signInStaff } from './sign-in-staff';
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
        const { staff, token, expiresAt } = await signInStaff({ ...deps, log: request.log }, {
          email: body.email,
          password: body.password,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(reply, deps, token, expiresAt);
        return respond(200, { staff });
      },
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
      handler: async ({ request }) => {
        return respond(200, { staff: requireStaff(request) });
      },
    });
  };
}
