import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { DEFAULT_LEAD_WEBHOOK_RETRY_POLICY } from '../domain/leads/plan-lead-webhook-retry';
import { type Config, DEFAULT_WEBHOOK_DELIVERY } from './config';
import type { Database } from './db/client';
import { adminLeadsRoutes } from './features/admin-leads/admin-leads.routes';
import { analysisRoutes } from './features/analysis/analysis.routes';
import { appSettingsRoutes } from './features/app-settings/app-settings.routes';
import { authRoutes } from './features/auth/auth.routes';
import { healthRoutes } from './features/health/health.routes';
import { createInteractionWriter } from './features/interactions/interaction-writer';
import { interactionsRoutes } from './features/interactions/interactions.routes';
import { leadsRoutes } from './features/leads/leads.routes';
import { pricingRoutes } from './features/pricing/pricing.routes';
import { quoteEngineRoutes } from './features/quote-engine/quote-engine.routes';
import { trainingRoutes } from './features/training/training.routes';
import { createTranscriber, type VoiceOptions } from './features/transcription/create-transcriber';
import { transcriptionRoutes } from './features/transcription/transcription.routes';
import { createWebhookWorker } from './features/webhooks/webhook-worker';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { buildLoggerOptions } from './plugins/logger';
import { registerSecurity } from './plugins/security';
import { registerStaticClient } from './plugins/static-client';

export type AppDeps = {
  config: Pick<Config, 'isProduction' | 'clientDir' | 'logLevel'> & Partial<Pick<Config, 'llm' | 'leadWebhook' | 'webhookDelivery' | 'stt'>>;
  db: Database;
  pool: pg.Pool;
  now?: () => Date;
  /** Voice input (ADR 0005): tests switch the local engine off or bound it differently. */
  voice?: VoiceOptions;
  /** Where logs go (stdout by default); tests read them to prove what is redacted. */
  logStream?: { write: (line: string) => void };
};

/** The whole HTTP application, without listening: main.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const { db, pool } = deps;
  const { isProduction } = deps.config;

  const app = Fastify({
    logger: buildLoggerOptions(deps.config.logLevel, deps.logStream),
    bodyLimit: 1_048_576,
    trustProxy: isProduction,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  await registerSecurity(app, { isProduction });
  await app.register(cookie);
  registerAuth(app, { db, now, isProduction });

  // Features, each with its routes in one place.
  const transcriber = createTranscriber(deps.config.stt, deps.voice, app.log);
  await app.register(healthRoutes({ pool, startedAt, now, isVoiceAvailable: transcriber.isAvailable }));
  await app.register(authRoutes({ db, now, isProduction }));
  await app.register(appSettingsRoutes({ db }));
  await app.register(pricingRoutes({ db, now }));
  await app.register(analysisRoutes({ db, llm: deps.config.llm }));
  await app.register(quoteEngineRoutes({ db, now }));
  await app.register(trainingRoutes({ db, now }));
  await app.register(leadsRoutes({ db, now, leadWebhook: deps.config.leadWebhook }));
  const interactionWriter = createInteractionWriter({ db, log: app.log });
  app.addHook('onClose', () => interactionWriter.close());
  await app.register(interactionsRoutes({ writer: interactionWriter, now }));
  await app.register(transcriptionRoutes(transcriber));
  await app.register(adminLeadsRoutes({ db, now, leadWebhook: deps.config.leadWebhook }));

  // Delivers new leads to the firm's automation webhook from the outbox (ADR 0006,
  // docs/product/leads.md#webhook).
  const webhookDelivery = deps.config.webhookDelivery ?? DEFAULT_WEBHOOK_DELIVERY;
  const webhookWorker = createWebhookWorker({
    db,
    now,
    log: app.log,
    leadWebhook: deps.config.leadWebhook,
    pollIntervalMs: webhookDelivery.pollIntervalMs,
    timeoutMs: webhookDelivery.timeoutMs,
    retryPolicy: { ...DEFAULT_LEAD_WEBHOOK_RETRY_POLICY, baseDelayMs: webhookDelivery.retryBaseMs },
    batchSize: 10,
  });
  app.addHook('onReady', async () => webhookWorker.start());
  app.addHook('onClose', () => webhookWorker.stop());

  await registerStaticClient(app, { clientDir: deps.config.clientDir });
  return app;
}
