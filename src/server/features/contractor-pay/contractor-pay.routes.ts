import type { FastifyInstance } from 'fastify';
import {
  createContractorRate as createContractorRateEndpoint,
  listContractorPayLeads as listContractorPayLeadsEndpoint,
  listContractorRates as listContractorRatesEndpoint,
  updateContractorRate as updateContractorRateEndpoint,
} from '#contracts/contractor-rates.contract';
import type { Database } from '#server/db/client';
import { registerRoute, respond } from '#server/route';
import { createContractorRate } from './create-contractor-rate';
import { listContractorPayLeads } from './list-contractor-pay-leads';
import { listContractorRates } from './list-contractor-rates';
import { updateContractorRate } from './update-contractor-rate';

/** The Contractor Pay Calculator's calls (docs/product/contractor-pay.md#endpoints): staff only. */
export function contractorPayRoutes(deps: { db: Database; now: () => Date }) {
  return async (app: FastifyInstance) => {
    registerRoute(app, listContractorRatesEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await listContractorRates(deps)),
    });
    registerRoute(app, createContractorRateEndpoint, {
      access: 'staff',
      handler: async ({ body }) => respond(201, await createContractorRate(deps, { body })),
    });
    registerRoute(app, updateContractorRateEndpoint, {
      access: 'staff',
      handler: async ({ params, body }) => respond(200, await updateContractorRate(deps, { rateId: params.id, isActive: body.isActive })),
    });
    registerRoute(app, listContractorPayLeadsEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await listContractorPayLeads(deps)),
    });
  };
}
