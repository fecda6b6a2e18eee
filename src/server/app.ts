import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { DEFAULT_LEAD_WEBHOOK_RETRY_POLICY } from '../domain/leads/plan-lead-webhook-retry';
import { type Config, type TrustProxy, DEFAULT_INTERACTION_RETENTION_DAYS, DEFAULT_RATE_LIMIT_SYNC_MS, DEFAULT_REQUEST_TIMEOUT_MS, DEFAULT_WEBHOOK_DELIVERY } from './config';
import type { Database } from './db/client';
import { startConfigCacheListener } from './db/config-cache';
import { adminLeadsRoutes } from './features/admin-leads/admin-leads.routes';
import { analyticsRoutes } from './features/analytics/analytics.routes';
import { customerDataRoutes } from './features/customer-data/customer-data.routes';
import { createLeadRetentionJob } from './features/customer-data/lead-retention-job';
import { analysisRoutes } from './features/analysis/analysis.routes';
import { apiReferenceRoutes } from './features/api-reference/api-reference.routes';
import { appSettingsRoutes } from './features/app-settings/app-settings.routes';
import { authRoutes } from './features/auth/auth.routes';
import { contractorPayRoutes } from './features/contractor-pay/contractor-pay.routes';
import { healthRoutes } from './features/health/health.routes';
import { createInteractionRetentionJob } from './features/interactions/interaction-retention-job';
import { createInteractionWriter } from './features/interactions/interaction-writer';
import { interactionsRoutes } from './features/interactions/interactions.routes';
import { leadsRoutes } from './features/leads/leads.routes';
import { createQuoteRetentionJob } from './features/quotes/quote-retention-job';
import { quotesRoutes } from './features/quotes/quotes.routes';
import { pricingRoutes } from './features/pricing/pricing.routes';
import { registerStaffAccounts } from './features/staff/staff-accounts';
import { quoteEngineRoutes } from './features/quote-engine/quote-engine.routes';
import { testingPlatformRoutes } from './features/testing-platform/testing-platform.routes';
import { trainingRoutes } from './features/training/training.routes';
import { createTranscriber, type VoiceOptions } from './features/transcription/create-transcriber';
import { transcriptionRoutes } from './features/transcription/transcription.routes';
import { resolveWithSystemDns, type ResolveHost } from './features/webhooks/check-webhook-target';
import type { WebhookDeliveryDeps } from './features/webhooks/send-delivery';
import { webhookDeliveriesRoutes } from './features/webhooks/webhook-deliveries.routes';
import { webhookSettingsRoutes } from './features/webhooks/webhook-settings.routes';
import { createWebhookWorker } from './features/webhooks/webhook-worker';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerHostileInputRule } from './plugins/hostile-input';
import { buildLoggerOptions, createRequestLines, defaultLogStream, LazyRequestLogger, OneLinePerRequest } from './plugins/logger';
import { registerOpenApi } from './plugins/openapi';
import { createRateLimitCounters, type RateLimitCounters } from './plugins/rate-limit-counters';
import { registerSecurity } from './plugins/security';
import { serializerCompiler } from './plugins/serializer';
import { registerStaticClient } from './plugins/static-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request budgets' shared counts (plugins/rate-limit-counters.ts); tests sync them. */
    rateLimitCounters: RateLimitCounters;
  }
}

export type AppDeps = {
  config: Pick<Config, 'isProduction' | 'clientDir' | 'logLevel'> &
    Partial<
      Pick<
        Config,
        | 'llm'
        | 'leadWebhook'
        | 'webhookDelivery'
        | 'stt'
        | 'allowPrivateWebhookTargets'
        | 'interactionRetentionDays'
        | 'leadRetentionMonths'
        | 'trustProxy'
        | 'rateLimits'
        | 'requestTimeoutMs'
      >
    >;
  db: Database;
  pool: pg.Pool;
  now?: () => Date;
  /** Voice input (ADR 0005): tests switch the local engine off or bound it differently. */
  voice?: VoiceOptions;
  /** Where logs go (stdout by default); tests read them to prove what is redacted. */
  logStream?: { write: (line: string) => void };
  /** How the webhook's SSRF guard resolves host names (the system's DNS); tests give a table. */
  resolveHost?: ResolveHost;
};

/** The whole HTTP application, without listening: main.ts listens, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const startedAt = now();
  const { db, pool } = deps;
  const { isProduction } = deps.config;

  const logStream = deps.logStream ?? defaultLogStream();
  const app = Fastify({
    logger: buildLoggerOptions(deps.config.logLevel, logStream),
    bodyLimit: 1_048_576,
    // A request must arrive whole within this time, so a body sent a byte at a time cannot hold
    // a connection for ever; Node checks every 2 s (docs/limits.md#timeouts).
    requestTimeout: deps.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    http: { connectionsCheckingInterval: 2_000, headersTimeout: Math.min(10_000, deps.config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS) },
    // Only the proxies TRUST_PROXY names; by default none, so request.ip is the socket's address
    // and no header a client writes moves a limit (docs/limits.md#trust-proxy).
    trustProxy: toFastifyTrustProxy(deps.config.trustProxy ?? false),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    // One line per request, at its end (plugins/logger.ts), rather than Fastify's two.
    logController: new OneLinePerRequest(createRequestLines(deps.config.logLevel, logStream)),
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setChildLoggerFactory((logger, bindings, options) => new LazyRequestLogger(logger, bindings, options));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  registerErrorHandling(app);
  registerHostileInputRule(app);
  const rateLimitCounters = createRateLimitCounters({
    pool,
    syncIntervalMs: deps.config.rateLimits?.syncIntervalMs ?? DEFAULT_RATE_LIMIT_SYNC_MS,
    log: app.log,
  });
  app.decorate('rateLimitCounters', rateLimitCounters);
  app.addHook('onReady', async () => rateLimitCounters.start());
  app.addHook('onClose', () => rateLimitCounters.stop());
  await registerSecurity(app, { isProduction, counters: rateLimitCounters, ...(deps.config.rateLimits ? { rateLimits: deps.config.rateLimits } : {}) });
  await app.register(cookie);
  registerAuth(app, { db, now, isProduction });
  // Before any route: it describes every route registered after it (/api/openapi.json).
  await registerOpenApi(app, { isProduction });

  // The lead webhook: where it goes, the SSRF guard, and how deliveries are sent (ADR 0006,
  // docs/product/leads.md#webhook, docs/decisions/0013-integrations-webhook-settings-and-openapi.md).
  const leadWebhook = deps.config.leadWebhook;
  const allowPrivateWebhookTargets = deps.config.allowPrivateWebhookTargets ?? false;
  const resolveHost = deps.resolveHost ?? resolveWithSystemDns;
  const webhookDelivery = deps.config.webhookDelivery ?? DEFAULT_WEBHOOK_DELIVERY;
  const webhookDeps: WebhookDeliveryDeps = {
    db,
    now,
    log: app.log,
    leadWebhook,
    timeoutMs: webhookDelivery.timeoutMs,
    retryPolicy: { ...DEFAULT_LEAD_WEBHOOK_RETRY_POLICY, baseDelayMs: webhookDelivery.retryBaseMs },
    target: { resolve: resolveHost, allowPrivate: allowPrivateWebhookTargets },
  };

  // App Settings, Pricing and Quote Engine configs are cached in the process and dropped on
  // every save, here and in other instances (db/config-cache.ts).
  const configCacheListener = await startConfigCacheListener({ db, pool, log: app.log });
  app.addHook('onClose', () => configCacheListener.stop());

  // Features, each with its routes in one place.
  const transcriber = createTranscriber(deps.config.stt, deps.voice, app.log);
  await app.register(healthRoutes({ pool, db, startedAt, now, isVoiceAvailable: transcriber.isAvailable }));
  await app.register(authRoutes({ db, now, isProduction }));
  await registerStaffAccounts(app, { db, now });
  await app.register(appSettingsRoutes({ db, now }));
  await app.register(pricingRoutes({ db, now }));
  await app.register(analysisRoutes({ db, llm: deps.config.llm }));
  await app.register(quoteEngineRoutes({ db, now }));
  await app.register(trainingRoutes({ db, now }));
  await app.register(quotesRoutes({ db, llm: deps.config.llm, now }));
  await app.register(leadsRoutes({ db, now, leadWebhook }));
  const interactionWriter = createInteractionWriter({ db, log: app.log });
  app.addHook('onClose', () => interactionWriter.close());
  await app.register(interactionsRoutes({ writer: interactionWriter, now }));
  await app.register(transcriptionRoutes(transcriber));
  await app.register(adminLeadsRoutes({ db, now, leadWebhook }));
  await app.register(contractorPayRoutes({ db, now }));
  await app.register(testingPlatformRoutes(webhookDeps));
  await app.register(webhookSettingsRoutes({ db, now, leadWebhook, allowPrivateWebhookTargets, resolveHost }));
  await app.register(webhookDeliveriesRoutes(webhookDeps));
  await app.register(apiReferenceRoutes());
  await app.register(analyticsRoutes({ db, now }));
  await app.register(customerDataRoutes({ db, now }));

  // Delivers new leads to the firm's automation webhook from the outbox.
  const webhookWorker = createWebhookWorker({
    ...webhookDeps,
    log: app.log,
    pollIntervalMs: webhookDelivery.pollIntervalMs,
    batchSize: 10,
  });
  app.addHook('onReady', async () => webhookWorker.start());
  app.addHook('onClose', () => webhookWorker.stop());

  // Deletes interaction events past their retention period, daily, in small batches
  // (docs/product/conversion-analytics.md#retention).
  const retentionJob = createInteractionRetentionJob({
    db,
    now,
    log: app.log,
    retentionDays: deps.config.interactionRetentionDays ?? DEFAULT_INTERACTION_RETENTION_DAYS,
  });
  app.addHook('onReady', async () => retentionJob.start());
  app.addHook('onClose', () => retentionJob.stop());

  // Deletes expired quotes no lead stores, daily (docs/product/issued-quotes.md#retention).
  const quoteRetentionJob = createQuoteRetentionJob({ db, now, log: app.log });
  app.addHook('onReady', async () => quoteRetentionJob.start());
  app.addHook('onClose', () => quoteRetentionJob.stop());

  // Anonymises leads closed as won or lost LEAD_RETENTION_MONTHS ago, daily, when set
  // (docs/product/customer-data.md#retention).
  const leadRetentionMonths = deps.config.leadRetentionMonths;
  if (leadRetentionMonths !== undefined) {
    const leadRetentionJob = createLeadRetentionJob({ db, now, log: app.log, retentionMonths: leadRetentionMonths });
    app.addHook('onReady', async () => leadRetentionJob.start());
    app.addHook('onClose', () => leadRetentionJob.stop());
  }

  await registerStaticClient(app, { clientDir: deps.config.clientDir });
  return app;
}

/** A hop count trusts that many proxies nearest the app (docs/limits.md#trust-proxy). */
function toFastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}
