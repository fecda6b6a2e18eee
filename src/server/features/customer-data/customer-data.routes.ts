import type { FastifyInstance } from 'fastify';
import { eraseCustomerData as eraseEndpoint, getCustomerData as getEndpoint } from '#contracts/customer-data.contract';
import { toCustomerLookup } from '#domain/customer-data/customer-lookup';
import type { Database } from '#server/db/client';
import { BadRequestError } from '#server/errors';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { eraseCustomerData } from './erase-customer-data';
import { getCustomerData } from './get-customer-data';

function lookupOf(input: { phone?: string | undefined; email?: string | undefined }) {
  const lookup = toCustomerLookup(input);
  if (!lookup.ok) throw new BadRequestError('Give the customer’s phone number or email.', lookup.invalidParams, 'validation_failed');
  return lookup.value;
}

/** The owner's customer data requests (docs/product/customer-data.md). */
export function customerDataRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getEndpoint, {
      access: 'owner',
      handler: async ({ query, request, reply }) => {
        const data = await getCustomerData(deps, { lookup: lookupOf(query), query, actor: requireStaff(request) });
        reply.header('content-disposition', 'attachment; filename="customer-data.json"');
        return respond(200, data);
      },
    });
    registerRoute(app, eraseEndpoint, {
      access: 'owner',
      handler: async ({ body, request }) => respond(200, await eraseCustomerData(deps, { lookup: lookupOf(body), actor: requireStaff(request) })),
    });
  };
}
