/**
 * Conversion analytics at a real firm's scale (docs/decisions/0012-analytics-hourly-session-rollup.md):
 * 1,000,000 interaction events over the last 30 days, both funnels with a realistic drop-off
 * shape (insertFunnelSessionsInBulk) and a lead for every session that left its details, then
 * every analytics endpoint timed for every date range and flow through the real app (app.inject
 * with a staff session: routing, validation, the queries, serialisation). Budget: p95 ≤ 300 ms
 * each.
 *
 * Ingestion is measured too, on the full table: the interaction writer (events and their rollup
 * in one statement) against the plain multi-row insert the writer used before the rollup. Budget:
 * at least as many events a second as before.
 *
 * Prints one JSON line per metric and exits 1 when one is over its budget.
 *
 *   npx tsx bench/analytics.bench.ts            # embedded PostgreSQL in a temporary folder
 *   DATABASE_URL=postgres://… npx tsx bench/…    # a scratch database on that server, dropped after
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ANALYTICS_DATE_RANGES } from '#domain/analytics/analytics-window';
import { FUNNEL_FLOW_FILTERS } from '#domain/analytics/funnel-figures';
import type { PlacedInteractionEvent } from '#contracts/interactions.contract';
import { buildApp } from '#server/app';
import { connectDatabase, type Database } from '#server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres';
import { migrateAndSeed } from '#server/db/migrate';
import { interactionEvents } from '#server/db/schema';
import { createStaffAccount } from '#server/features/auth/create-staff-account';
import { createInteractionWriter } from '#server/features/interactions/interaction-writer';
import { insertFunnelSessionsInBulk, insertLeadsForBulkSessions } from '#testing/factories/interaction-event-factories';

const EVENT_COUNT = 1_000_000;
const DAY_MS = 86_400_000;
const WARM_UP_RUNS = 5;
const TIMED_RUNS = 40;
const BUDGET_MS = 300;
/** Events written in each ingestion trial, and trials per way (the median is reported). */
const INGEST_EVENTS = 20_000;
const INGEST_TRIALS = 3;
/** "As fast as today": the writer with its rollup keeps at least the plain insert's pace. */
const INGEST_MIN_RATIO = 1;
/** The writer's batch size (features/interactions/interaction-writer.ts). */
const WRITER_BATCH_SIZE = 500;

async function openDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `bench_analytics_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      cleanup: async () => {
        const again = new pg.Client({ connectionString: serverUrl });
        await again.connect();
        await again.query(`drop database if exists "${name}" with (force)`);
        await again.end();
      },
    };
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'handyman-bench-'));
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir, log: () => undefined });
  return {
    url: embedded.connectionString,
    cleanup: async () => {
      await embedded.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * fraction) - 1] ?? Number.NaN;
}

function median(values: number[]): number {
  return percentile(values, 0.5);
}

function report(name: string, metric: string, value: number, unit: string, budget: number, pass: boolean): boolean {
  console.log(JSON.stringify({ name, metric, value, unit, budget, pass }));
  return pass;
}

/** Events as a browser sends them, for sessions a year back so they stay out of every range timed. */
function ingestEvents(trial: string): { event: PlacedInteractionEvent; receivedAt: Date }[] {
  const base = Date.now() - 365 * DAY_MS;
  return Array.from({ length: INGEST_EVENTS }, (_, index) => {
    const session = Math.floor(index / 8);
    const home = session % 2 === 0;
    return {
      event: {
        sessionId: `ingest-${trial}-${session}`,
        flow: home ? 'home' : 'pricing',
        step: home ? 'customer_details' : 'lead_capture',
        action: index % 2 === 0 ? 'step_start' : 'step_complete',
        formStage: home ? 'customer_details' : 'lead_capture',
        source: home ? 'home' : 'pricing_page',
        customerType: 'residential',
        timeOnStep: index % 2 === 0 ? 0 : 14,
        jobDescription: 'Replace the leaking kitchen mixer tap and put up two shelves',
        funnelKey: `ingest-run-${trial}-${session}`,
      },
      receivedAt: new Date(base + index * 1000),
    };
  });
}

/** Events a second through the interaction writer: batches of 500, events and rollup together. */
async function timeWriter(db: Database, trial: string): Promise<number> {
  const writer = createInteractionWriter({ db, log: { warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`) } });
  const events = ingestEvents(trial);
  const started = performance.now();
  for (const { event, receivedAt } of events) writer.add(event, receivedAt);
  await writer.flush();
  return INGEST_EVENTS / ((performance.now() - started) / 1000);
}

/** Events a second the way the writer stored them before the rollup: a multi-row insert per 500. */
async function timePlainInsert(db: Database, trial: string): Promise<number> {
  const rows = ingestEvents(trial).map(({ event, receivedAt }) => {
    const { sessionId, flow, step, action, formStage, source, customerType, timeOnStep, fieldName, ...rest } = event;
    return {
      sessionId,
      flow,
      step,
      action,
      formStage: formStage ?? null,
      source: source ?? null,
      customerType: customerType ?? null,
      timeOnStepSeconds: timeOnStep === null || timeOnStep === undefined ? null : Math.round(timeOnStep),
      fieldName: fieldName ?? null,
      payload: rest,
      createdAt: receivedAt,
    };
  });
  const started = performance.now();
  for (let start = 0; start < rows.length; start += WRITER_BATCH_SIZE) await db.insert(interactionEvents).values(rows.slice(start, start + WRITER_BATCH_SIZE));
  return INGEST_EVENTS / ((performance.now() - started) / 1000);
}

async function main(): Promise<number> {
  const database = await openDatabase();
  const { db, pool } = connectDatabase(database.url, { max: 10 });
  let failed = false;
  try {
    await migrateAndSeed(pool);
    const now = Date.now();
    const seeded = await insertFunnelSessionsInBulk(db, { count: EVENT_COUNT, from: new Date(now - 30 * DAY_MS), to: new Date(now - 60_000), sessionPrefix: 'bench' });
    const leadCount = await insertLeadsForBulkSessions(db, { sessionPrefix: 'bench' });
    // What autovacuum does after a bulk load: statistics and the visibility map.
    await pool.query('vacuum analyze interaction_events, interaction_session_hours, leads');
    const { rows: hourRows } = await pool.query<{ n: string }>('select count(*) as n from interaction_session_hours');
    process.stderr.write(
      `seeded ${seeded.inserted} events (${seeded.sessions} sessions, ${hourRows[0]?.n} session-hours) and ${leadCount} leads in ${seeded.durationMs} ms\n`,
    );

    const app = await buildApp({ config: { isProduction: false, clientDir: path.resolve('dist/__no_client_in_bench__'), logLevel: 'silent' }, db, pool });
    await app.ready();
    const email = 'bench@example.com';
    const password = 'a-long-bench-password';
    await createStaffAccount({ db }, { email, password, name: 'Bench' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const metrics: { name: string; url: string; describe: (body: string) => string }[] = [];
    for (const range of ANALYTICS_DATE_RANGES) {
      metrics.push({
        name: `conversions-${range}`,
        url: `/api/analytics/conversions?dateRange=${range}`,
        describe: (body) => {
          const { home, pricing } = JSON.parse(body) as Record<'home' | 'pricing', { sessions: number; conversionRate: number }>;
          return `home ${home.sessions} sessions ${home.conversionRate} %, pricing ${pricing.sessions} sessions ${pricing.conversionRate} %`;
        },
      });
      for (const flow of FUNNEL_FLOW_FILTERS) {
        metrics.push({
          name: `funnel-${range}-${flow}`,
          url: `/api/analytics/funnel?dateRange=${range}&flow=${flow}`,
          describe: (body) => `${(JSON.parse(body) as { entrances: number }[]).map((stage) => stage.entrances).join(' → ')} entrances`,
        });
      }
      metrics.push({ name: `trends-${range}`, url: `/api/analytics/trends?dateRange=${range}`, describe: (body) => `${(JSON.parse(body) as { days: [] }).days.length} days` });
      metrics.push({ name: `dropped-off-${range}`, url: `/api/analytics/dropped-off?dateRange=${range}`, describe: (body) => `${(JSON.parse(body) as { total: number }).total} dropped off` });
    }
    for (const [index, metric] of metrics.entries()) {
      const samples: number[] = [];
      let body = '';
      // One client address per metric: the app's per-address rate limit is not what is measured.
      const remoteAddress = `10.13.${index}.1`;
      for (let run = 0; run < WARM_UP_RUNS + TIMED_RUNS; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: metric.url, headers: { cookie }, remoteAddress });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${metric.url} answered ${response.statusCode}: ${response.body}`);
        body = response.body;
        if (run >= WARM_UP_RUNS) samples.push(elapsed);
      }
      const value = Math.round(percentile(samples, 0.95) * 10) / 10;
      process.stderr.write(`${metric.name}: ${metric.describe(body)}; median ${Math.round(median(samples) * 10) / 10} ms\n`);
      failed = !report(metric.name, 'p95', value, 'ms', BUDGET_MS, value <= BUDGET_MS) || failed;
    }
    await app.close();

    // Ingestion on the full table, the two ways taking turns so a busy machine weighs on both.
    const withRollup: number[] = [];
    const plain: number[] = [];
    for (let trial = 0; trial < INGEST_TRIALS; trial += 1) {
      withRollup.push(await timeWriter(db, `writer-${trial}`));
      plain.push(await timePlainInsert(db, `plain-${trial}`));
    }
    const writerRate = Math.round(median(withRollup));
    const plainRate = Math.round(median(plain));
    const ratio = Math.round((writerRate / plainRate) * 100) / 100;
    process.stderr.write(`ingestion: writer with rollup ${writerRate} events/s, plain multi-row insert (before) ${plainRate} events/s\n`);
    failed = !report('ingest-writer-vs-before', 'ratio', ratio, 'x', INGEST_MIN_RATIO, ratio >= INGEST_MIN_RATIO) || failed;
  } finally {
    await pool.end();
    await database.cleanup();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
