import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditAction } from '#domain/staff/audit-actions';
import type { Database } from '#server/db/client';
import { leads, webhookSettings } from '#server/db/schema';
import { routeHooks } from '#server/route';
import { getAppSettings } from '../app-settings/get-app-settings';
import { getPricingConfig } from '../pricing/get-pricing-config';
import { getQuoteEngineConfig } from '../quote-engine/get-quote-engine-config';
import { recordAuditEvent } from './record-audit-event';

type Deps = { db: Database; now: () => Date };
type Snapshot = (deps: Deps, request: FastifyRequest) => Promise<unknown>;

type AuditedRoute = {
  action: AuditAction;
  subject: (request: FastifyRequest) => string;
  /** The state before the change; none for a creation. */
  before?: Snapshot;
  /** The state after: the answer's body, or a fresh read (none for a deletion). */
  after: 'answer' | Snapshot | null;
};

function param(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * A lead as the audit log keeps it: its status and quote, never the customer's details, so an
 * erased customer leaves nothing here (docs/product/staff-accounts.md#audit-log).
 */
function leadState(name: string): Snapshot {
  return async ({ db }, request) => {
    const [row] = await db.select({ status: leads.status, quoteAmountPence: leads.quoteAmountPence }).from(leads).where(eq(leads.id, param(request, name))).limit(1);
    return row ?? null;
  };
}

const webhookState: Snapshot = async ({ db }) => {
  const [row] = await db.select({ url: webhookSettings.url, enabled: webhookSettings.enabled }).from(webhookSettings).limit(1);
  return row ?? null;
};

const restored = (config: string) => (request: FastifyRequest) => `${config} version ${param(request, 'version')}`;

/**
 * The staff changes other features make, recorded from outside them: one row per route, keyed
 * by method and path (docs/product/staff-accounts.md#audit-log). Staff management and sign-in
 * record their own lines in their transactions.
 */
const AUDITED_ROUTES: Readonly<Record<string, AuditedRoute>> = {
  'PUT /api/app-settings': { action: 'app_settings.updated', subject: () => 'App Settings', before: ({ db }) => getAppSettings({ db }), after: 'answer' },
  'POST /api/app-settings/versions/:version/restore': { action: 'app_settings.restored', subject: restored('App Settings'), before: ({ db }) => getAppSettings({ db }), after: 'answer' },
  'PUT /api/pricing/config': { action: 'pricing_config.updated', subject: () => 'Pricing Config', before: ({ db }) => getPricingConfig({ db }), after: 'answer' },
  'POST /api/pricing/config/versions/:version/restore': { action: 'pricing_config.restored', subject: restored('Pricing Config'), before: ({ db }) => getPricingConfig({ db }), after: 'answer' },
  'POST /api/quote-engine/config': { action: 'quote_engine_config.updated', subject: () => 'Quote Engine Config', before: ({ db }) => getQuoteEngineConfig({ db }), after: 'answer' },
  'POST /api/quote-engine/config/versions/:version/restore': {
    action: 'quote_engine_config.restored',
    subject: restored('Quote Engine Config'),
    before: ({ db }) => getQuoteEngineConfig({ db }),
    after: 'answer',
  },
  'PUT /api/webhook-settings': { action: 'webhook_settings.updated', subject: () => 'webhook settings', before: webhookState, after: webhookState },
  'POST /api/admin/leads': { action: 'lead.created', subject: () => 'new lead', after: async () => null },
  'POST /api/admin/leads/:leadId/status': { action: 'lead.status_changed', subject: (r) => param(r, 'leadId'), before: leadState('leadId'), after: leadState('leadId') },
  'PUT /api/admin/leads/:leadId/quote': { action: 'lead.quote_updated', subject: (r) => param(r, 'leadId'), before: leadState('leadId'), after: leadState('leadId') },
  'POST /api/admin/leads/:leadId/notes': { action: 'lead.note_added', subject: (r) => param(r, 'leadId'), after: null },
  'DELETE /api/leads/:id': { action: 'lead.deleted', subject: (r) => param(r, 'id'), before: leadState('id'), after: null },
};

/** The audited route of a request, by method and route path. */
export function findAuditedRoute(request: FastifyRequest): AuditedRoute | undefined {
  return AUDITED_ROUTES[`${request.method} ${request.routeOptions.url ?? ''}`];
}

function parseAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/**
 * Adds the audit hooks to the audited routes, before the features' routes are registered so the
 * hooks reach them: the state before is read as the request arrives, and the line is written once
 * a 2xx answer is ready. A failure to write the line is logged, never turned into a failed answer
 * for a change that has already been made. Other routes carry no audit hook at all (every
 * customer request would otherwise pay for two).
 */
export function registerAuditTrail(app: FastifyInstance, deps: Deps): void {
  const before = new WeakMap<FastifyRequest, unknown>();

  const readBefore = async (request: FastifyRequest) => {
    const route = findAuditedRoute(request);
    if (route?.before && request.staff) before.set(request, await route.before(deps, request));
  };

  const writeLine = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const route = findAuditedRoute(request);
    if (!route || !request.staff || reply.statusCode >= 300) return payload;
    try {
      const answer = parseAnswer(payload);
      const after = route.after === 'answer' ? answer : route.after ? await route.after(deps, request) : null;
      const subject = route.action === 'lead.created' && answer && typeof answer === 'object' && 'id' in answer ? String(answer.id) : route.subject(request);
      await recordAuditEvent(deps.db, {
        actor: request.staff,
        action: route.action,
        subject,
        before: before.get(request) ?? null,
        after: route.action === 'lead.created' ? null : after,
        at: deps.now(),
      });
    } catch (error) {
      request.log.error({ err: error, action: route.action }, 'the audit line could not be written');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.some((method) => AUDITED_ROUTES[`${method} ${route.url}`])) return;
    route.preHandler = [...routeHooks(route.preHandler), readBefore];
    route.onSend = [...routeHooks(route.onSend), writeLine];
  });
}
