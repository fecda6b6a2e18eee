import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MAX_LEAD_RETENTION_MONTHS } from '#domain/customer-data/lead-anonymisation';

/**
 * Each request budget and its environment variable (docs/limits.md#request-budgets): the
 * per-minute budgets per client address, and the daily caps per address and per funnel run.
 */
export const RATE_LIMIT_VARIABLES = {
  default: 'RATE_LIMIT_DEFAULT',
  signIn: 'RATE_LIMIT_SIGN_IN',
  leadSaves: 'RATE_LIMIT_LEAD_SAVES',
  events: 'RATE_LIMIT_EVENTS',
  analyses: 'RATE_LIMIT_ANALYSES',
  helpers: 'RATE_LIMIT_HELPERS',
  recommendations: 'RATE_LIMIT_RECOMMENDATIONS',
  transcriptions: 'RATE_LIMIT_TRANSCRIPTIONS',
  webhookRetries: 'RATE_LIMIT_WEBHOOK_RETRIES',
  webhookTests: 'RATE_LIMIT_WEBHOOK_TESTS',
  quoteRecaps: 'RATE_LIMIT_QUOTE_RECAPS',
  quotes: 'RATE_LIMIT_QUOTES',
  leadsPerAddressPerDay: 'DAILY_LEADS_PER_ADDRESS',
  leadsPerRunPerDay: 'DAILY_LEADS_PER_RUN',
  eventsPerAddressPerDay: 'DAILY_EVENTS_PER_ADDRESS',
  eventsPerRunPerDay: 'DAILY_EVENTS_PER_RUN',
} as const;
export type RateLimitName = keyof typeof RATE_LIMIT_VARIABLES;

function rateLimitVariables() {
  const limit = z.coerce.number().int().min(1).max(100_000_000).optional();
  return Object.fromEntries(Object.values(RATE_LIMIT_VARIABLES).map((name) => [name, limit])) as Record<
    (typeof RATE_LIMIT_VARIABLES)[RateLimitName],
    typeof limit
  >;
}

/**
 * The only place that reads process.env. Everything else receives a Config.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LEAD_WEBHOOK_URL: z.string().url().optional(),
  LEAD_WEBHOOK_SECRET: z.string().min(1).optional(),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(3_600_000).optional(),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  ALLOW_PRIVATE_WEBHOOK_TARGETS: z.enum(['true', 'false']).default('false'),
  INTERACTION_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).optional(),
  LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(MAX_LEAD_RETENTION_MONTHS).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  STT_BASE_URL: z.string().url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  ...rateLimitVariables(),
});


export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute path of the folder that holds the embedded database and other state. */
  dataDir: string;
  /** When set, no embedded database is started. */
  databaseUrl: string | undefined;
  initialAdmin: { email: string; password: string } | undefined;
  logLevel: string;
  /** Absolute path of the built client (index.html and assets). */
  clientDir: string;
  leadWebhook: { url: string; secret: string | undefined } | undefined;
  /** How the lead webhook's outbox is worked (features/webhooks); short in tests and journeys. */
  webhookDelivery: WebhookDeliveryConfig;
  /**
   * ALLOW_PRIVATE_WEBHOOK_TARGETS=true lets the webhook reach loopback and private addresses, for
   * automation on the same host or network; off, they are refused (docs/product/leads.md#webhook-targets).
   */
  allowPrivateWebhookTargets: boolean;
  /** Interaction events older than this many days are deleted by a daily job (features/interactions). */
  interactionRetentionDays: number;
  /**
   * Leads closed as won or lost more than this many months ago are anonymised by a daily job
   * (docs/product/customer-data.md#retention); unset, the job does not run.
   */
  leadRetentionMonths: number | undefined;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  stt: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /**
   * Which proxies' X-Forwarded-For the app believes (docs/limits.md#trust-proxy): none by
   * default, a hop count, or the proxies' addresses. Never "all": the client writes the header.
   */
  trustProxy: TrustProxy;
  rateLimits: RateLimitConfig;
  /** Longest a request may take to arrive and be answered; also bounds a slow-sent body. */
  requestTimeoutMs: number;
};

export type TrustProxy = false | number | string[];

export type RateLimitConfig = {
  /** Budgets set by environment; a budget not set keeps the default its route declares. */
  overrides: Partial<Record<RateLimitName, number>>;
  /** How often each instance adds its counts to the shared ones in PostgreSQL (0: every request). */
  syncIntervalMs: number;
};

export const DEFAULT_RATE_LIMIT_SYNC_MS = 1_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export type WebhookDeliveryConfig = {
  pollIntervalMs: number;
  /** The first retry's delay; later ones double, up to an hour (domain/leads/plan-lead-webhook-retry). */
  retryBaseMs: number;
  timeoutMs: number;
};

/**
 * Interaction events are kept 400 days: a year of traffic to compare with, and a month's grace,
 * then deleted (docs/product/conversion-analytics.md#retention).
 */
export const DEFAULT_INTERACTION_RETENTION_DAYS = 400;

/** Poll every 5 s (a new lead reaches the automation within seconds); retry from 30 s; wait 10 s. */
export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliveryConfig = { pollIntervalMs: 5_000, retryBaseMs: 30_000, timeoutMs: 10_000 };

export class ConfigError extends Error {}

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy; a whole number trusts that many hops in
 * front of the app; otherwise a comma-separated list of the proxies' addresses or CIDR ranges
 * (or `loopback`, `linklocal`, `uniquelocal`). `true` is refused: it would believe the left-most
 * X-Forwarded-For entry, which the client writes (docs/limits.md#trust-proxy).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would trust every X-Forwarded-For entry, which clients can forge: set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses.',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number.parseInt(text, 10);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY: ${text} hops is not a plausible number of proxies (at most 10).`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      throw new ConfigError(`TRUST_PROXY: "${entry}" is not a hop count, an IP address, a CIDR range, loopback, linklocal or uniquelocal.`);
    }
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${reasons}`);
  }
  const e = parsed.data;
  const rateLimitOverrides: Partial<Record<RateLimitName, number>> = {};
  for (const [name, variable] of Object.entries(RATE_LIMIT_VARIABLES) as [RateLimitName, (typeof RATE_LIMIT_VARIABLES)[RateLimitName]][]) {
    const value = e[variable];
    if (value !== undefined) rateLimitOverrides[name] = value;
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    initialAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    clientDir: path.resolve(cwd, 'dist/client'),
    leadWebhook: e.LEAD_WEBHOOK_URL
      ? { url: e.LEAD_WEBHOOK_URL, secret: e.LEAD_WEBHOOK_SECRET }
      : undefined,
    webhookDelivery: {
      pollIntervalMs: e.WEBHOOK_POLL_MS ?? DEFAULT_WEBHOOK_DELIVERY.pollIntervalMs,
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS ?? DEFAULT_WEBHOOK_DELIVERY.retryBaseMs,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS ?? DEFAULT_WEBHOOK_DELIVERY.timeoutMs,
    },
    allowPrivateWebhookTargets: e.ALLOW_PRIVATE_WEBHOOK_TARGETS === 'true',
    interactionRetentionDays: e.INTERACTION_RETENTION_DAYS ?? DEFAULT_INTERACTION_RETENTION_DAYS,
    leadRetentionMonths: e.LEAD_RETENTION_MONTHS,
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    stt:
      e.STT_BASE_URL && e.STT_MODEL
        ? { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL }
        : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: { overrides: rateLimitOverrides, syncIntervalMs: e.RATE_LIMIT_SYNC_MS ?? DEFAULT_RATE_LIMIT_SYNC_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? DEFAULT_REQUEST_TIMEOUT_MS,
  };
}

/** An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files intend. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}
