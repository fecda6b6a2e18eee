/**
 * Budget: the app's hot paths against a bare Fastify 5 on the same machine, in the same run.
 *
 * Starts the built app in production mode (bench/support/app-process.ts, its own embedded
 * PostgreSQL) and a bare Fastify from node_modules (bench/support/bare-fastify.ts), each in its
 * own process, and drives each path in turn with autocannon at 20 connections. Every request
 * carries its own client address in X-Forwarded-For, as a reverse proxy would write it, and the
 * app runs with TRUST_PROXY=1 (one trusted hop): per-address rate limits never trip, so what is
 * measured is the work per request. Prints req/s, p99 and the ratio to the bare server per path,
 * one JSON line per metric, and exits 1 below a budget (docs/decisions/0016-performance-budgets-and-caches.md).
 *
 * For the bare server's POST and the app's form-interaction it also prints the CPU each process
 * spent a request (the server, the app's PostgreSQL, the load generator, from /proc), which a
 * shared machine disturbs far less than requests a second.
 *
 * BENCH_SECONDS shortens each run while working (default 8).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { CLIENT_DIR, ROOT, ensureProductionClient, freePort, startApp } from './support/app-process';
import { canReadProcessCpu, ownCpuSeconds, processTreeCpuSeconds } from './support/process-cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;

type Measured = { reqPerSec: number; p99: number; non2xx: number; errors: number; total: number };

let addressCounter = 0;
/** 10.x.y.z, a new one per request, as a proxy in front of many customers would forward. */
function nextClientAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

const JOB_DESCRIPTION =
  'The kitchen mixer tap drips constantly and the cupboard under the sink has a slow leak from the waste pipe. ' +
  'Please also mount a 55 inch TV on the living room wall and hang two floating shelves.';

/**
 * A body is sent as it is, or built per request by a function: the interaction events come from
 * a new session each, as many customers' clicks do, so no per-run daily cap (docs/limits.md#daily-caps)
 * turns the measurement into a count of 429s.
 */
async function drive(url: string, request: { method: 'GET' | 'POST'; body?: unknown; bodyPerRequest?: () => unknown }, seconds = SECONDS): Promise<Measured> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const makeBody = request.bodyPerRequest;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: request.method,
        ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
        setupRequest: (req: { headers?: Record<string, string> }) => ({
          ...req,
          ...(makeBody ? { body: JSON.stringify(makeBody()) } : {}),
          headers: { ...req.headers, ...(body || makeBody ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': nextClientAddress() },
        }),
      },
    ],
  });
  const total = result.requests.total;
  return {
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total,
  };
}

function print(name: string, metric: string, value: number, unit: string, budget: number, pass: boolean): boolean {
  console.log(JSON.stringify({ name, metric, value, unit, budget, pass }));
  return pass;
}

/** CPU microseconds per request: the server, the processes under it (the app's PostgreSQL), the load generator. */
type CpuPerRequest = { server: number; database: number; loadGenerator: number };

/**
 * Runs `work` (one drive) and divides the CPU each process spent over it by the requests made.
 * On a shared machine requests a second move with whatever else runs; CPU per request hardly
 * does, so it says where the time goes when a ratio falls short.
 */
async function withCpuPerRequest(serverPid: number, work: () => Promise<Measured>): Promise<Measured & { cpu: CpuPerRequest | null }> {
  if (!canReadProcessCpu()) return { ...(await work()), cpu: null };
  const server = processTreeCpuSeconds(serverPid);
  const loadGenerator = ownCpuSeconds();
  const measured = await work();
  const serverAfter = processTreeCpuSeconds(serverPid);
  const perRequest = (seconds: number) => Math.round((seconds / Math.max(1, measured.total)) * 1e7) / 10;
  return {
    ...measured,
    cpu: {
      server: perRequest(serverAfter.own - server.own),
      database: perRequest(serverAfter.descendants - server.descendants),
      loadGenerator: perRequest(ownCpuSeconds() - loadGenerator),
    },
  };
}

function cpuRow(label: string, cpu: CpuPerRequest | null): void {
  if (!cpu) return;
  const database = cpu.database > 0 ? `, its database ${cpu.database} µs` : '';
  console.error(`${''.padEnd(4)}CPU a request, ${label}: server ${cpu.server} µs${database}, load generator ${cpu.loadGenerator} µs`);
}

async function startBare(indexFile: string): Promise<{ baseUrl: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/support/bare-fastify.ts'), String(port), indexFile], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

function row(label: string, measured: Measured, ratio: number | null): void {
  const ratioText = ratio === null ? '' : `  ratio ${ratio.toFixed(2)}`;
  const failures = measured.non2xx + measured.errors > 0 ? `  (${measured.non2xx} non-2xx, ${measured.errors} errors of ${measured.total})` : '';
  console.error(`${label.padEnd(34)} ${String(measured.reqPerSec).padStart(7)} req/s  p99 ${String(measured.p99).padStart(4)} ms${ratioText}${failures}`);
}

async function main(): Promise<number> {
  ensureProductionClient();
  console.error(`Each request carries its own X-Forwarded-For address; the app runs with TRUST_PROXY=1. ${CONNECTIONS} connections, ${SECONDS} s per path.`);
  const bare = await startBare(path.join(CLIENT_DIR, 'index.html'));
  const app = await startApp();
  let ok = true;
  try {
    // Warm both servers (JIT, connection pool, caches) before anything is timed.
    await drive(`${bare.baseUrl}/json`, { method: 'POST', body: { a: 1 } }, 1);
    await drive(`${app.baseUrl}/api/app-settings`, { method: 'GET' }, 1);
    await drive(`${app.baseUrl}/api/analyze-job`, { method: 'POST', body: { jobDescription: JOB_DESCRIPTION } }, 1);

    let bareSession = 0;
    const barePost = await withCpuPerRequest(bare.pid, () =>
      drive(`${bare.baseUrl}/json`, {
        method: 'POST',
        bodyPerRequest: () => {
          bareSession += 1;
          return { sessionId: `bench-session-${String(bareSession).padStart(8, '0')}`, flow: 'home', step: 'details', action: 'field_fill' };
        },
      }),
    );
    row('bare Fastify POST JSON', barePost, 1);
    cpuRow('bare Fastify', barePost.cpu);
    const bareIndex = await drive(`${bare.baseUrl}/`, { method: 'GET' });
    row('bare Fastify GET / (index.html)', bareIndex, 1);
    bare.stop();

    let session = 0;
    const interaction = await withCpuPerRequest(app.child.pid!, () =>
      drive(`${app.baseUrl}/api/form-interaction`, {
        method: 'POST',
        bodyPerRequest: () => {
          session += 1;
          return { sessionId: `bench-session-${String(session).padStart(8, '0')}`, flow: 'home', step: 'details', action: 'field_fill', fieldName: 'postcode' };
        },
      }),
    );
    const index = await drive(`${app.baseUrl}/`, { method: 'GET' });
    const settings = await drive(`${app.baseUrl}/api/app-settings`, { method: 'GET' });
    const analyse = await drive(`${app.baseUrl}/api/analyze-job`, { method: 'POST', body: { jobDescription: JOB_DESCRIPTION } });

    const ratio = (app: Measured, base: Measured) => Math.round((app.reqPerSec / base.reqPerSec) * 100) / 100;
    row('POST /api/form-interaction', interaction, ratio(interaction, barePost));
    cpuRow('the app', interaction.cpu);
    row('GET / (index.html)', index, ratio(index, bareIndex));
    row('GET /api/app-settings', settings, ratio(settings, barePost));
    row('POST /api/analyze-job', analyse, null);

    print('http-bare-fastify-post-json', 'req/s', barePost.reqPerSec, 'req/s', 0, true);
    ok = print('http-form-interaction', 'ratio', ratio(interaction, barePost), 'x', 0.5, ratio(interaction, barePost) >= 0.5) && ok;
    ok = print('http-form-interaction', 'p99', interaction.p99, 'ms', 10, interaction.p99 <= 10) && ok;
    ok = print('http-index-html', 'ratio', ratio(index, bareIndex), 'x', 0.5, ratio(index, bareIndex) >= 0.5) && ok;
    ok = print('http-app-settings', 'ratio', ratio(settings, barePost), 'x', 0.5, ratio(settings, barePost) >= 0.5) && ok;
    ok = print('http-analyze-job', 'req/s', analyse.reqPerSec, 'req/s', 2500, analyse.reqPerSec >= 2500) && ok;
    ok = print('http-analyze-job', 'p99', analyse.p99, 'ms', 20, analyse.p99 <= 20) && ok;
    // A path that answers errors fast is not fast: any non-2xx answer fails the benchmark.
    for (const [name, measured] of [['http-form-interaction', interaction], ['http-index-html', index], ['http-app-settings', settings], ['http-analyze-job', analyse]] as const) {
      const failed = measured.non2xx + measured.errors;
      ok = print(name, 'failed', failed, 'req', 0, failed === 0) && ok;
    }
  } finally {
    bare.stop();
    await app.stop();
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
