/**
 * The leads table with a real firm's history (docs/product/lead-management.md#list): 50,000 leads
 * in PostgreSQL, then the first page and a search timed through the real app (app.inject with a
 * staff session: routing, validation, the operation's queries, serialisation). Prints one JSON line
 * per metric and exits 1 when a p95 is over its budget.
 *
 *   npx tsx bench/leads-list.bench.ts            # embedded PostgreSQL in a temporary folder
 *   DATABASE_URL=postgres://… npx tsx bench/…    # a scratch database on that server, dropped after
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '#server/app';
import { connectDatabase } from '#server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '#server/db/embedded-postgres';
import { migrateAndSeed } from '#server/db/migrate';
import { leads } from '#server/db/schema';
import { createStaffAccount } from '#server/features/auth/create-staff-account';

const LEAD_COUNT = 50_000;
const BATCH_SIZE = 1_000;
const WARM_UP_RUNS = 10;
const TIMED_RUNS = 60;
const BUDGET_MS = 100;

const FIRST_NAMES = ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Noah', 'Mia', 'Jack', 'Ivy', 'Leo', 'Freya', 'Arthur', 'Lily', 'Muhammad', 'Florence', 'Oscar', 'Sophia', 'Charlie', 'Grace', 'Priya', 'Tomasz', 'Aisha', 'Siobhan', 'Dylan'];
const LAST_NAMES = ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Johnson', 'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes', 'Green', 'Hall', 'Khan', 'Patel', 'Nowak', "O'Brien", 'MacDonald'];
const JOBS = [
  'Fix the leaking kitchen tap',
  'Hang three floating shelves in the living room',
  'Replace a cracked bathroom tile',
  'Assemble a double wardrobe and a chest of drawers',
  'Mount a 55 inch TV on a plasterboard wall',
  'Paint the hallway, stairs and landing',
  'Re-seal around the bath and shower tray',
  'Replace the broken back gate latch',
  'Bleed all radiators and fix one that stays cold',
  'Put up curtain poles in two bedrooms',
  'Clear the gutters at the front and back',
  'Fit a new front door lock',
  'Repair a sticking sash window',
  'Lay laminate flooring in the box room',
  'Replace the extractor fan in the en suite',
];
const STATUSES = [...Array(35).fill('new'), ...Array(20).fill('contacted'), ...Array(15).fill('quoted'), ...Array(15).fill('won'), ...Array(10).fill('lost'), ...Array(5).fill('draft')] as string[];
const URGENCIES = ['low', 'medium', 'high', 'emergency', 'asap', 'within_week', 'within_month', 'no_rush'];
const METHODS = ['instant_quote', 'video_quote', 'site_visit', null] as const;
const OUTCOMES = ['phone_quote', 'whatsapp_video', 'site_visit', 'quote_method_selected_video_quote', null];
const SOURCES = ['customer_form', 'pricing_page', 'admin_manual'];

/** mulberry32: the same 50,000 leads on every run, so figures compare. */
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function makeLead(random: () => number, index: number, now: number) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const jobs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(JOBS));
  const tasks = jobs.map((description, taskIndex) => ({
    id: `task-${taskIndex + 1}`,
    description,
    type: pick(['installation', 'repair', 'replacement', 'maintenance'] as const),
    complexity: pick(['simple', 'moderate', 'complex'] as const),
    estimatedHours: 1 + Math.floor(random() * 4),
    serviceType: 'GENERAL',
    estimatedMaterials: Math.floor(random() * 60),
    skill: 'General' as const,
    quantity: 1,
  }));
  const totalEstimatedHours = tasks.reduce((sum, task) => sum + task.estimatedHours, 0);
  const lowPounds = 60 + Math.floor(random() * 400);
  const highPounds = lowPounds + 40 + Math.floor(random() * 200);
  const status = pick(STATUSES);
  return {
    customerName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
    phone: `07${String(700_000_000 + index * 7919).slice(0, 3)} ${String(100_000 + ((index * 104_729) % 900_000))}`,
    email: random() < 0.6 ? `customer${index}@example.co.uk` : null,
    address: random() < 0.5 ? `${1 + Math.floor(random() * 200)} High Street` : null,
    jobDescription: `${jobs.join('. ')}. ${random() < 0.3 ? 'Weekday mornings are best; the dog is friendly.' : ''}`.trim(),
    urgency: pick(URGENCIES),
    outcome: pick(OUTCOMES),
    status,
    isDraft: status === 'draft',
    source: pick(SOURCES),
    estimatedPriceLowPence: lowPounds * 100,
    estimatedPriceHighPence: highPounds * 100,
    quoteAmountPence: status === 'quoted' || status === 'won' ? (lowPounds + 50) * 100 : null,
    // The shape the server stores (contracts/stored-analysis.ts), so the detail reads it back.
    analysedJobData: {
      summary: jobs.join('; '),
      tasks,
      totalEstimatedHours,
      estimatedRange: { low: lowPounds, high: highPounds },
      quote: { totalPence: lowPounds * 100, breakdown: { labourPence: lowPounds * 100 - 3_000, materialsPence: 0, calloutFeePence: 3_000, minimumChargeApplied: false, hours: totalEstimatedHours } },
      flags: [],
      skills_required: ['General' as const],
      engine: 'local' as const,
      recommendedAction: pick(METHODS),
    },
    finalRecommendation: {
      recommendedType: 'video_quote' as const,
      source: 'quote_engine' as const,
      reasoning: ['Several tasks; a short video would confirm the fittings before quoting.'],
      quote: { total: lowPounds },
    },
    // Spread over three years, newest last.
    createdAt: new Date(now - (LEAD_COUNT - index) * 30 * 60_000 - Math.floor(random() * 60_000)),
  };
}

async function openDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `bench_leads_${randomBytes(4).toString('hex')}`;
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

function p95(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN;
}

async function main(): Promise<number> {
  const database = await openDatabase();
  const { db, pool } = connectDatabase(database.url, { max: 10 });
  let failed = false;
  try {
    await migrateAndSeed(pool);
    const random = createRandom(7);
    const now = Date.now();
    const seedStarted = performance.now();
    for (let start = 0; start < LEAD_COUNT; start += BATCH_SIZE) {
      await db.insert(leads).values(Array.from({ length: BATCH_SIZE }, (_, offset) => makeLead(random, start + offset, now)));
    }
    // What autovacuum does after a bulk of inserts: statistics, and the visibility map that
    // lets the counts per status read only the status index.
    await pool.query('vacuum analyze leads');
    process.stderr.write(`seeded ${LEAD_COUNT} leads in ${Math.round(performance.now() - seedStarted)} ms\n`);

    const app = await buildApp({ config: { isProduction: false, clientDir: path.resolve('dist/__no_client_in_bench__'), logLevel: 'silent' }, db, pool });
    await app.ready();
    const email = 'bench@example.com';
    const password = 'a-long-bench-password';
    await createStaffAccount({ db }, { email, password, name: 'Bench' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const metrics = [
      { name: 'leads-first-page-50k', url: '/api/admin/leads' },
      { name: 'leads-search-50k', url: '/api/admin/leads?search=leaking%20kitchen' },
      { name: 'leads-search-name-50k', url: `/api/admin/leads?search=${encodeURIComponent("o'brien")}&status=new` },
    ];
    for (const metric of metrics) {
      const samples: number[] = [];
      let total = 0;
      for (let run = 0; run < WARM_UP_RUNS + TIMED_RUNS; run += 1) {
        const started = performance.now();
        const response = await app.inject({ method: 'GET', url: metric.url, headers: { cookie } });
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200) throw new Error(`${metric.url} answered ${response.statusCode}: ${response.body}`);
        total = response.json<{ total: number }>().total;
        if (run >= WARM_UP_RUNS) samples.push(elapsed);
      }
      const value = Math.round(p95(samples) * 10) / 10;
      const pass = value < BUDGET_MS;
      failed ||= !pass;
      process.stderr.write(`${metric.name}: ${total} matching leads, median ${Math.round([...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]! * 10) / 10} ms\n`);
      console.log(JSON.stringify({ name: metric.name, metric: 'p95', value, unit: 'ms', budget: BUDGET_MS, pass }));
    }
    await app.close();
  } finally {
    await pool.end();
    await database.cleanup();
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
