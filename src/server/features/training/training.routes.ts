import type { FastifyInstance } from 'fastify';
import {
  exportTrainingCsv as exportTrainingCsvEndpoint,
  getSuggestedTuning as getSuggestedTuningEndpoint,
  getTrainingStats as getTrainingStatsEndpoint,
  listTrainingGameScenarios as listTrainingGameScenariosEndpoint,
  listTrainingScenarios,
  recordTraining as recordTrainingEndpoint,
} from '#contracts/training.contract';
import type { Database } from '#server/db/client';
import { requireStaff } from '#server/plugins/auth';
import { registerRoute, respond } from '#server/route';
import { exportTrainingCsv } from './export-training-csv';
import { createSuggestedTuningCache, getSuggestedTuning } from './get-suggested-tuning';
import { getTrainingStats } from './get-training-stats';
import { listTrainingGameScenarios } from './list-training-game-scenarios';
import { listTrainingJudgements } from './list-training-judgements';
import { recordTraining } from './record-training';

/**
 * The AI Training Game, Training Data and the suggested tuning
 * (docs/product/ai-training.md#endpoints): staff only, one operation per route.
 */
export function trainingRoutes(deps: { db: Database; now: () => Date }) {
  const tuningCache = createSuggestedTuningCache();
  return async (app: FastifyInstance) => {
    registerRoute(app, recordTrainingEndpoint, {
      access: 'staff',
      handler: async ({ body, request }) => respond(201, await recordTraining(deps, { body, staffId: requireStaff(request).id })),
    });
    registerRoute(app, getTrainingStatsEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await getTrainingStats(deps)),
    });
    registerRoute(app, listTrainingScenarios, {
      access: 'staff',
      handler: async ({ query }) => respond(200, await listTrainingJudgements(deps, query)),
    });
    registerRoute(app, exportTrainingCsvEndpoint, {
      access: 'staff',
      handler: async ({ query, reply }) => {
        const { filename, csv } = await exportTrainingCsv(deps, query);
        reply.type('text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${filename}"`);
        reply.header('cache-control', 'no-store');
        return respond(200, csv);
      },
    });
    registerRoute(app, listTrainingGameScenariosEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await listTrainingGameScenarios(deps)),
    });
    registerRoute(app, getSuggestedTuningEndpoint, {
      access: 'staff',
      handler: async () => respond(200, await getSuggestedTuning({ ...deps, tuningCache })),
    });
  };
}
