import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  addLeadNote as addLeadNoteEndpoint,
  changeLeadStatus as changeLeadStatusEndpoint,
  createAdminLead as createAdminLeadEndpoint,
  deleteLead as deleteLeadEndpoint,
  exportAdminLeadsCsv,
  getAdminLead,
  listAdminLeads,
  updateLeadQuote as updateLeadQuoteEndpoint,
} from '#contracts/admin-leads.contract';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond, respondWithStream } from '#server/route';
import { addLeadNote } from './add-lead-note';
import { changeLeadStatus } from './change-lead-status';
import { createAdminLead } from './create-admin-lead';
import { deleteLead } from './delete-lead';
import { exportLeadsCsv } from './export-leads-csv';
import { getLead } from './get-lead';
import { listLeads } from './list-leads';
import { updateLeadQuote } from './update-lead-quote';

export type AdminLeadsRoutesDeps = { db: Database; now: () => Date; leadWebhook: Config['leadWebhook'] };

/**
 * The leads CRM of the back office (docs/product/lead-management.md#api): staff only, one operation
 * per route.
 */
export function adminLeadsRoutes(deps: AdminLeadsRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, listAdminLeads, {
      access: 'staff',
      handler: async ({ query }) => respond(200, await listLeads(deps, query)),
    });
    registerRoute(app, exportAdminLeadsCsv, {
      access: 'staff',
      handler: async ({ query, reply }) => {
        const { filename, lines } = exportLeadsCsv(deps, query);
        reply.type('text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        reply.header('cache-control', 'no-store');
        return respondWithStream(200, Readable.from(lines));
      },
    });
    registerRoute(app, getAdminLead, {
      access: 'staff',
      handler: async ({ params }) => respond(200, await getLead(deps, { leadId: params.leadId })),
    });
    registerRoute(app, createAdminLeadEndpoint, {
      access: 'staff',
      handler: async ({ body, request }) => respond(201, await createAdminLead(deps, { body, staff: requireStaff(request) })),
    });
    registerRoute(app, deleteLeadEndpoint, {
      access: 'staff',
      handler: async ({ params, request }) => {
        await deleteLead(deps, { leadId: params.id });
        request.log.info({ leadId: params.id, staffId: requireStaff(request).id }, 'lead deleted');
        return respond(204, null);
      },
    });
    registerRoute(app, updateLeadQuoteEndpoint, {
      access: 'staff',
      handler: async ({ params, body, request }) =>
        respond(200, await updateLeadQuote(deps, { leadId: params.leadId, quoteAmountPence: body.quoteAmount, staff: requireStaff(request) })),
    });
    registerRoute(app, changeLeadStatusEndpoint, {
      access: 'staff',
      handler: async ({ params, body, request }) =>
        respond(200, await changeLeadStatus(deps, { leadId: params.leadId, status: body.status, note: body.note, staff: requireStaff(request) })),
    });
    registerRoute(app, addLeadNoteEndpoint, {
      access: 'staff',
      handler: async ({ params, body, request }) =>
        respond(201, await addLeadNote(deps, { leadId: params.leadId, note: body.note, staff: requireStaff(request) })),
    });
  };
}
