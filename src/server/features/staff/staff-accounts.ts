import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { auditRoutes } from '../audit/audit.routes';
import { registerAuditTrail } from '../audit/register-audit-trail';
import { staffRoutes } from './staff.routes';

/**
 * Everything of docs/product/staff-accounts.md the app registers beyond sign-in: the audit
 * trail of other features' staff changes, staff management and the audit log, in one place.
 * Call it before the features' routes are registered.
 */
export async function registerStaffAccounts(app: FastifyInstance, deps: { db: Database; now: () => Date }): Promise<void> {
  // On the app itself, before the features' routes: they inherit the audit hooks.
  registerAuditTrail(app, deps);
  await app.register(staffRoutes(deps));
  await app.register(auditRoutes(deps));
}
