import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { canManageBusiness, OWNER_ONLY_REASON } from '#domain/staff/staff-roles';
import type { Access } from '../route';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { findStaffSession } from '../features/auth/find-staff-session';
import { sessionCookieName } from '../features/auth/session-policy';
import { readStaffSecurity } from '../features/staff/staff-security';
import { mustEnrolInTwoFactor, TWO_FACTOR_REQUIRED_REASON } from '#domain/staff/two-factor-requirement';

export type AuthDeps = { db: Database; now: () => Date; isProduction: boolean };

export type RouteAccess = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route and who may call it: the access test reads this. */
    routeAccessTable: RouteAccess[];
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Staff sessions: a route says `access: 'staff'` or `access: 'public'`; the app refuses to start
 * with an /api route that says neither, so no admin endpoint can be left open by omission.
 */
export function registerAuth(app: FastifyInstance, deps: AuthDeps): void {
  const cookieName = sessionCookieName(deps.isProduction);

  app.decorateRequest('staff', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('mustEnrolInTwoFactor', false);

  const accessTable: RouteAccess[] = [];
  app.decorate('routeAccessTable', accessTable);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${url} must declare config.access ('public', 'staff' or 'owner').`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') accessTable.push({ method, url, access });
    }
  });

  // A request without a session cookie (every customer's) is decided at once; one with a cookie
  // waits for its session (docs/decisions/0016-performance-budgets-and-caches.md#the-event-beacons-own-work).
  app.addHook('onRequest', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return done();
    // Staff answers carry customers' details and the business's numbers: no cache keeps them
    // (docs/product/staff-accounts.md#browser-safety). Set first, so a refusal carries it too.
    if (access !== 'public') reply.header('cache-control', 'no-store');
    const token = request.cookies[cookieName];
    try {
      if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request, { withCookie: token !== undefined });
    } catch (error) {
      return done(error as Error);
    }
    if (!token) return done(refusalOf(request, access));
    // Two callbacks, not then/catch: an error thrown after `done` must never call it twice.
    signIn(request, token).then(
      () => done(refusalOf(request, access)),
      (error: unknown) => done(error as Error),
    );
  });

  async function signIn(request: FastifyRequest, token: string): Promise<void> {
    const session = await findStaffSession(deps, token);
    request.staff = session?.staff ?? null;
    request.sessionId = session?.sessionId ?? null;
    // The settings row is read only for an account without two-factor (docs/product/staff-accounts.md#two-factor).
    if (session && !session.twoFactorEnabled) {
      const { requireTwoFactor } = await readStaffSecurity(deps);
      request.mustEnrolInTwoFactor = mustEnrolInTwoFactor({ required: requireTwoFactor, twoFactorEnabled: false });
    }
  }
}

/** Why the request's account (or none) may not use a route of this access, or nothing. */
function refusalOf(request: FastifyRequest, access: Access): Error | undefined {
  if (access !== 'public' && !request.staff) return new UnauthorizedError();
  if (access === 'owner' && request.staff && !canManageBusiness(request.staff.role)) {
    return new ForbiddenError(OWNER_ONLY_REASON, 'owner_only');
  }
  if (access !== 'public' && request.mustEnrolInTwoFactor && request.routeOptions.config.openBeforeTwoFactor !== true) {
    return new ForbiddenError(TWO_FACTOR_REQUIRED_REASON, 'two_factor_required');
  }
  return undefined;
}

/**
 * Cookies are SameSite=Lax, and this refuses any state-changing request whose Origin is another
 * site: belt and braces against cross-site request forgery. A change that carries the session
 * cookie must also show where it comes from: `Origin: null` (a sandboxed frame, a redirect from
 * elsewhere) is refused, and so is a missing Origin unless the Referer is this host
 * (docs/product/staff-accounts.md#browser-safety). Browsers send Origin on every POST, PUT,
 * PATCH and DELETE, so the back office never meets the refusal.
 */
function assertSameOrigin(request: FastifyRequest, { withCookie }: { withCookie: boolean }): void {
  const origin = request.headers.origin;
  if (origin === undefined || origin === '' || origin === 'null') {
    if (!withCookie) return;
    if (origin === 'null') throw new ForbiddenError('Requests from an opaque origin are not accepted.');
    if (hostOf(request.headers.referer) !== requestHost(request)) {
      throw new ForbiddenError('A signed-in change must say which page sent it (Origin or Referer).');
    }
    return;
  }
  const originHost = hostOf(origin);
  if (originHost === null) throw new ForbiddenError('The request origin is not valid.');
  if (originHost !== requestHost(request)) throw new ForbiddenError('Cross-site requests are not accepted.');
}

/** The Host header as a URL would write it ('localhost:80' → 'localhost'), to compare with an origin's host. */
function requestHost(request: FastifyRequest): string | null {
  return hostOf(`http://${request.headers.host ?? ''}`);
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

export function setSessionCookie(reply: FastifyReply, deps: { isProduction: boolean }, token: string, expiresAt: Date): void {
  reply.setCookie(sessionCookieName(deps.isProduction), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.isProduction,
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: { isProduction: boolean }): void {
  reply.clearCookie(sessionCookieName(deps.isProduction), { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.isProduction });
}

export function readSessionToken(request: FastifyRequest, deps: { isProduction: boolean }): string | undefined {
  return request.cookies[sessionCookieName(deps.isProduction)];
}

/** The signed-in staff member of a request on an `access: 'staff'` route. */
export function requireStaff(request: FastifyRequest) {
  if (!request.staff) throw new UnauthorizedError();
  return request.staff;
}
