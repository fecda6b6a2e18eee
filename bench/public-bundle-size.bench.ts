/**
 * Budget: the JavaScript a customer's phone downloads before the home page (/) can start, and
 * before the pricing page (/pricing) can: the app's entry plus the page's own lazily loaded
 * chunks, which the server preloads with the page (contracts/public-pages.ts PAGE_MODULES).
 *
 * Reads the built client in dist/client, as `npx vite build` leaves it (the build is run
 * first only when it is missing or is a development build), takes index.html's module
 * scripts and modulepreload links, follows each file's static imports, gzips each file at the
 * default level and adds them up. Lazy chunks (admin, confetti, charts, later stages) are
 * reached only through dynamic import() and are not counted.
 *
 * Prints one JSON line and exits 1 when the total is over budget.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PAGE_MODULES, PUBLIC_PAGES } from '#contracts/public-pages';

/** The phone budget of docs/decisions/0016-performance-budgets-and-caches.md, per page. */
const BUDGET_KB = 110;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_DIR = path.join(ROOT, 'dist/client');

/** Static `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
const EXPORT_FROM = /\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+\.js)["']/g;

function listEntryScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)].map((match) => match[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)].map((match) => match[1]!);
  return [...scripts, ...preloads];
}

function toFilePath(reference: string, fromFile: string | null): string {
  if (reference.startsWith('/')) return path.join(CLIENT_DIR, reference);
  return path.resolve(fromFile ? path.dirname(fromFile) : CLIENT_DIR, reference);
}

function collectInitialFiles(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => toFilePath(entry, null));
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of [...code.matchAll(STATIC_IMPORT), ...code.matchAll(EXPORT_FROM)]) {
      queue.push(toFilePath(match[1]!, file));
    }
  }
  return [...seen];
}

const INDEX_HTML = path.join(CLIENT_DIR, 'index.html');

function listInitialFiles(): string[] {
  return collectInitialFiles(listEntryScripts(fs.readFileSync(INDEX_HTML, 'utf8')));
}

/**
 * A build made while NODE_ENV was not production (vitest sets 'test') ships React's
 * development runtime, which says nothing about what customers download.
 */
function isDevelopmentBuild(files: string[]): boolean {
  return files.some((file) => fs.readFileSync(file, 'utf8').includes('jsxDEV'));
}

function buildClient(reason: string): boolean {
  console.error(`${reason}: running \`vite build\` for production first.`);
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return result.status === 0;
}

/** The page's own chunk, from the build's manifest (vite.config.ts `manifest: true`). */
function pageChunk(source: string): string | null {
  const manifestFile = path.join(CLIENT_DIR, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
  const chunk = manifest[source];
  return chunk ? `/${chunk.file}` : null;
}

function report(name: string, files: string[]): boolean {
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(file)).length, 0);
  const valueKb = Math.round((gzipBytes / 1024) * 10) / 10;
  const pass = valueKb <= BUDGET_KB;
  console.log(JSON.stringify({ name, metric: 'gzip', value: valueKb, unit: 'KB', budget: BUDGET_KB, pass }));
  if (process.env.BENCH_VERBOSE) {
    for (const file of files) console.error(`${name}\t${path.relative(CLIENT_DIR, file)}\t${gzipSync(fs.readFileSync(file)).length} B gzip`);
  }
  return pass;
}

/** index.html's scripts and the page's own chunk (with everything they import statically). */
function listPageFiles(page: string): string[] {
  const chunk = pageChunk(PAGE_MODULES[page]!);
  return collectInitialFiles([...listEntryScripts(fs.readFileSync(INDEX_HTML, 'utf8')), ...(chunk ? [chunk] : [])]);
}

/**
 * Two chunks that import each other run one of them before the other has defined what it reads
 * (an icon read as undefined at load, vite.config.ts iconChunk): the build must have no such cycle.
 */
function findChunkCycle(): string[] | null {
  const assets = path.join(CLIENT_DIR, 'assets');
  const imports = new Map<string, string[]>();
  for (const file of fs.readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(assets, file), 'utf8');
    imports.set(file, [...code.matchAll(STATIC_IMPORT), ...code.matchAll(EXPORT_FROM)].map((match) => path.basename(match[1]!)));
  }
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: string, stack: string[]): string[] | null => {
    state.set(file, 'visiting');
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'visiting') return [...stack.slice(stack.indexOf(next)), file, next];
      if (!state.has(next)) {
        const cycle = visit(next, [...stack, file]);
        if (cycle) return cycle;
      }
    }
    state.set(file, 'done');
    return null;
  };
  for (const file of imports.keys()) {
    if (state.has(file)) continue;
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

function main(): number {
  if (!fs.existsSync(INDEX_HTML) && !buildClient('dist/client is missing')) return 2;
  const hasPageChunks = () => [PUBLIC_PAGES.home, PUBLIC_PAGES.pricing].every((page) => pageChunk(PAGE_MODULES[page]!) !== null);
  if (isDevelopmentBuild(listInitialFiles()) || !hasPageChunks()) {
    if (!buildClient('dist/client is a development build or lacks a page chunk')) return 2;
  }
  const home = report('public-initial-js-gzip', listPageFiles(PUBLIC_PAGES.home));
  const pricing = report('pricing-initial-js-gzip', listPageFiles(PUBLIC_PAGES.pricing));
  const cycle = findChunkCycle();
  console.log(JSON.stringify({ name: 'client-chunk-import-cycles', metric: 'count', value: cycle ? 1 : 0, unit: '', budget: 0, pass: cycle === null }));
  if (cycle) console.error(`Chunks import each other: ${cycle.join(' -> ')}`);
  return home && pricing && cycle === null ? 0 : 1;
}

process.exitCode = main();
