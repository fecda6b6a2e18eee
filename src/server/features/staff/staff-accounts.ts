import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import { auditRoutes } from '../audit/audit.routes';
import { staffRoutes } from './staff.routes';

/**
 * Everything of docs/product/staff-accounts.md the app registers beyond sign-in: staff
 * management and the audit log, in one place.
 */
export async function registerStaffAccounts(app: FastifyInstance, deps: { db: Database; now: () => Date }): Promise<void> {
  await app.register(staffRoutes(deps));
  await app.register(auditRoutes(deps));
}
