import type { FastifyInstance } from 'fastify';
import { listAuditEvents as listAuditEventsEndpoint } from '#contracts/staff.contract';
import type { Database } from '#server/db/client';
import { registerRoute, respond } from '#server/route';
import { listAuditEvents } from './list-audit-events';

/** The audit log, the owner's to read (docs/product/staff-accounts.md#audit-log). */
export function auditRoutes(deps: { db: Database }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, listAuditEventsEndpoint, {
      access: 'owner',
      handler: async ({ query }) => respond(200, await listAuditEvents(deps, query)),
    });
  };
}
