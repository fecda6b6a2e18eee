import path from 'node:path';
import { z } from 'zod';

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
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  STT_BASE_URL: z.string().url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().optional(),
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
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  stt: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${reasons}`);
  }
  const e = parsed.data;
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
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    stt:
      e.STT_BASE_URL && e.STT_MODEL
        ? { baseUrl: e.STT_BASE_URL, apiKey: e.STT_API_KEY, model: e.STT_MODEL }
        : undefined,
  };
}

/** An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files intend. */
function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}
