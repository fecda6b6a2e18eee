import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  exportFunnelCsv as exportFunnelCsvEndpoint,
  exportTrendsCsv as exportTrendsCsvEndpoint,
  getConversions as getConversionsEndpoint,
  getDroppedOff,
  getFunnel as getFunnelEndpoint,
  getTrends as getTrendsEndpoint,
} from '#contracts/analytics.contract';
import type { Database } from '#server/db/client';
import { registerRoute, respond } from '#server/route';
import { exportFunnelCsv } from './export-funnel-csv';
import { exportTrendsCsv } from './export-trends-csv';
import { getConversions } from './get-conversions';
import { getFunnel } from './get-funnel';
import { getTrends } from './get-trends';
import type { CsvDownload } from './internal/to-csv-download';
import { listDroppedOffCustomers } from './list-dropped-off-customers';

export type AnalyticsRoutesDeps = { db: Database; now: () => Date };

/** Conversion analytics (docs/product/conversion-analytics.md#endpoints): staff only, one operation per route. */
export function analyticsRoutes(deps: AnalyticsRoutesDeps) {
  return async (app: FastifyInstance) => {
    registerRoute(app, getConversionsEndpoint, {
      access: 'staff',
      handler: async ({ query }) => respond(200, await getConversions(deps, query)),
    });
    registerRoute(app, getFunnelEndpoint, {
      access: 'staff',
      handler: async ({ query }) => respond(200, await getFunnel(deps, query)),
    });
    registerRoute(app, getTrendsEndpoint, {
      access: 'staff',
      handler: async ({ query }) => respond(200, await getTrends(deps, query)),
    });
    registerRoute(app, getDroppedOff, {
      access: 'staff',
      handler: async ({ query }) => respond(200, await listDroppedOffCustomers(deps, query)),
    });
    registerRoute(app, exportFunnelCsvEndpoint, {
      access: 'staff',
      handler: async ({ query, reply }) => respond(200, sendCsv(reply, await exportFunnelCsv(deps, query))),
    });
    registerRoute(app, exportTrendsCsvEndpoint, {
      access: 'staff',
      handler: async ({ query, reply }) => respond(200, sendCsv(reply, await exportTrendsCsv(deps, query))),
    });
  };
}

function sendCsv(reply: FastifyReply, { filename, csv }: CsvDownload): string {
  reply.type('text/csv; charset=utf-8');
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'no-store');
  return csv;
}
