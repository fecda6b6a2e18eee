import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { findStaffSession } from '../features/auth/find-staff-session';
import { sessionCookieName } from '../features/auth/session-policy';

export type AuthDeps = { db: Database; now: () => Date; isProduction: boolean };

export type RouteAccess = { method: string; url: string; access: 'public' | 'staff' };

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

  const accessTable: RouteAccess[] = [];
  app.decorate('routeAccessTable', accessTable);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url.startsWith('/api')) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(`Route ${route.method} ${url} must declare config.access ('public' or 'staff').`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') accessTable.push({ method, url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
    const token = request.cookies[cookieName];
    if (token) {
      const session = await findStaffSession(deps, token);
      request.staff = session?.staff ?? null;
      request.sessionId = session?.sessionId ?? null;
    }
    if (access === 'staff' && !request.staff) throw new UnauthorizedError();
  });
}

/**
 * Cookies are SameSite=Lax, and this refuses any state-changing request whose Origin is another
 * site: belt and braces against cross-site request forgery.
 */
function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ForbiddenError('The request origin is not valid.');
  }
  if (originHost !== request.headers.host) throw new ForbiddenError('Cross-site requests are not accepted.');
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
