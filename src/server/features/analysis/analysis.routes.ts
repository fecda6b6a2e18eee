import type { FastifyInstance } from 'fastify';
import { analyseJob, extractSkills as extractSkillsEndpoint, generateVideoQuoteReasons as generateReasonsEndpoint } from '#contracts/analysis.contract';
import { extractSkills } from '#domain/skills/extract-skills';
import { generateVideoQuoteReasons } from '#domain/video-quote/generate-video-quote-reasons';
import { registerRoute, respond } from '#server/route';
import { analyseJobDescription, type AnalyseDeps } from './analyse-job-description';

/** A customer analyses a few descriptions at most; this stops a script from running up costs. */
const ANALYSES_PER_MINUTE = 30;
const HELPERS_PER_MINUTE = 60;

export function analysisRoutes(deps: Omit<AnalyseDeps, 'log'>) {
  return async (app: FastifyInstance) => {
    registerRoute(app, analyseJob, {
      access: 'public',
      rateLimitPerMinute: ANALYSES_PER_MINUTE,
      handler: async ({ body, request }) => respond(200, await analyseJobDescription({ ...deps, log: request.log }, body.jobDescription)),
    });
    registerRoute(app, extractSkillsEndpoint, {
      access: 'public',
      rateLimitPerMinute: HELPERS_PER_MINUTE,
      handler: async ({ body }) => respond(200, { skills: extractSkills(body.jobDescription, body.tasks) }),
    });
    registerRoute(app, generateReasonsEndpoint, {
      access: 'public',
      rateLimitPerMinute: HELPERS_PER_MINUTE,
      handler: async ({ body }) =>
        respond(200, {
          reasons: generateVideoQuoteReasons({
            jobDescription: body.jobDescription,
            analysis: body.analyzedJob ?? null,
            customerDetails: body.customerDetails ?? null,
          }),
        }),
    });
  };
}
