import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type IndexHtmlTransformContext, type Plugin } from 'vite';
import { PAGE_MODULES } from '#contracts/public-pages';

const API_TARGET = 'http://127.0.0.1:3000';
const CLIENT_ROOT = fileURLToPath(new URL('./src/client', import.meta.url));

type ModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

function staticClosure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names the chunk of each module a customer page loads statically beyond the app's entry: what
 * both pages use in one chunk, what one page alone uses in one chunk of its own. A phone then
 * fetches four files for a page, not forty: over HTTP/1.1 (six connections a host) every extra
 * round of requests delays the first paint
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */
function customerPageChunks() {
  let plan: CustomerPagesPlan | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    plan ??= planCustomerPageChunks(graph);
    return plan.chunks.get(id) ?? iconChunk(id, plan.icons);
  };
}

const ICON_MODULE = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.m?js$/;

/**
 * Each icon in a file of its own, but for those the customer pages' own code uses, which share
 * one file (CUSTOMER_ICONS): eleven icons of a quarter of a kilobyte each cost a phone more in
 * per-file overhead than in drawing. The icons are reached through lucide-react's index, which the
 * entry loads, so the module graph cannot say which page uses which: left to automatic chunking,
 * an icon used only by a page's components lands in the page's own chunk, which imports those
 * components' chunk, which imports the icon back (a cycle: the icon is undefined when read). The
 * shared file imports only lucide's own code, in the entry, so it makes no cycle; an icon the
 * entry's own modules use stays in its own file for the same reason.
 */
function iconChunk(id: string, customerIcons: ReadonlySet<string>): string | null {
  const icon = ICON_MODULE.exec(id)?.[1];
  if (!icon) return null;
  return customerIcons.has(icon) ? CUSTOMER_ICONS : `icon-${icon}`;
}

const CUSTOMER_ICONS = 'customer-icons';
const LUCIDE_IMPORT = /\bimport\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

/** The lucide icon files ('arrow-right', 'building-2') that these source files import by name. */
function lucideIconsImportedBy(ids: Iterable<string>): Set<string> {
  const icons = new Set<string>();
  for (const id of ids) {
    if (!id.startsWith(CLIENT_ROOT) || !/\.tsx?$/.test(id)) continue;
    for (const match of fs.readFileSync(id, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!.trim())) {
        if (name && !name.startsWith('type ')) icons.add(name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/([a-zA-Z])(\d)/g, '$1-$2').toLowerCase());
      }
    }
  }
  return icons;
}

type CustomerPagesPlan = { chunks: Map<string, string>; icons: Set<string> };

function planCustomerPageChunks(graph: ModuleGraph): CustomerPagesPlan {
  const initial = staticClosure(graph, path.join(CLIENT_ROOT, 'main.tsx'));
  const pages = Object.values(PAGE_MODULES).map((source) => path.join(CLIENT_ROOT, source));
  const reached = pages.map((page) => [...staticClosure(graph, page)].filter((id) => !initial.has(id) && !pages.includes(id)));
  const plan = new Map<string, string>();
  reached.forEach((ids, index) => {
    const name = `${path.basename(pages[index]!).replace(/\.tsx?$/, '')}-screen`;
    for (const id of ids) plan.set(id, reached.every((other) => other.includes(id)) ? 'customer-pages' : name);
  });
  const entryIcons = lucideIconsImportedBy(initial);
  const icons = new Set([...lucideIconsImportedBy([...pages, ...reached.flat()])].filter((icon) => !entryIcons.has(icon)));
  return { chunks: plan, icons };
}

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file the build emits, once, at
 * the strongest levels, for the server to send as they are
 * (docs/decisions/0016-performance-budgets-and-caches.md).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'handyman:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of listFiles(outDir)) {
        if (!TEXT_FILE.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Puts the two resources the first paint waits for into index.html: the stylesheet as a <style>
 * element (the CSP allows inline styles) and the theme script (the server allows it by its hash,
 * plugins/static-client.ts). A phone then paints after one round trip for the page, not two
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-paint).
 */
function inlineFirstPaintResources(): Plugin {
  let publicDir = '';
  return {
    name: 'handyman:inline-first-paint-resources',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const appModules: string[] = [];
        let entry = '';
        const themeScript = fs.readFileSync(path.join(publicDir, 'theme-init.js'), 'utf8');
        return html
          .replace('<script src="/theme-init.js"></script>', () => `<script>${themeScript.trim()}</script>`)
          .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
            entry = src;
            appModules.push(`<link rel="modulepreload" crossorigin href="${src}">`);
            return BOOT_PLACE;
          })
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) => {
            appModules.push(link.trim());
            return '';
          })
          .replace(BOOT_PLACE, () => bootAfterFirstPaint(entry, appModules, reactChunkOf(context.bundle)))
          .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
            const asset = context.bundle?.[fileName];
            return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
          });
      },
    },
  };
}

const BOOT_PLACE = '<!-- boot -->';
const REACT_CHUNK = 'react';

/** The file React's chunk was written to ('/assets/react-….js'), or null in development. */
function reactChunkOf(bundle: IndexHtmlTransformContext['bundle']): string | null {
  const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.name === REACT_CHUNK);
  return chunk ? `/${chunk.fileName}` : null;
}

/**
 * The app's modules are fetched and started once the prerendered first screen has been painted
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-paint). A parser-inserted module
 * runs as soon as the document is parsed, often before the browser has painted a frame, and its
 * download shares the phone's first round trips with the page. Instead the module preloads wait
 * in an inert <template id="app-modules"> (the server adds each page's own chunks there,
 * plugins/static-client.ts) and a small script moves them into the head and starts the entry
 * when the first contentful paint is reported; at once when the page has no prerendered screen
 * (admin, a URL with a query), and after a second if no paint is reported (a tab opened in the
 * background paints only when shown, a browser without paint timing).
 */
function bootAfterFirstPaint(src: string, modulePreloads: readonly string[], reactChunk: string | null): string {
  const loader = [
    '{',
    'let booted = false;',
    'const boot = () => {',
    'if (booted) return;',
    'booted = true;',
    "const modules = document.getElementById('app-modules');",
    'if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);',
    'const start = () => {',
    "const script = document.createElement('script');",
    "script.type = 'module';",
    "script.crossOrigin = '';",
    `script.src = ${JSON.stringify(src)};`,
    'document.head.append(script);',
    '};',
    // React runs first, in a task of its own, and the app in the next: two shorter tasks in
    // place of one long one, so a tap meanwhile waits less.
    reactChunk ? `import(${JSON.stringify(reactChunk)}).then(() => setTimeout(start), start);` : 'start();',
    '};',
    'setTimeout(boot, 1000);',
    "document.addEventListener('DOMContentLoaded', () => { if (!document.querySelector('#root > [inert]')) boot(); });",
    // A browser without paint timing boots on the timer above.
    "try { new PerformanceObserver((list) => { if (list.getEntriesByName('first-contentful-paint').length > 0) boot(); }).observe({ type: 'paint', buffered: true }); } catch { }",
    '}',
  ].join(' ');
  return `<template id="app-modules">${modulePreloads.join('')}</template><script>${loader}</script>`;
}

/**
 * Renders the customer pages' first screens into .vite/first-screens.json
 * (src/client/prerender.tsx, run in Node by tsx), which the server puts into each page's HTML:
 * the phone paints the page before the JavaScript has arrived
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-paint).
 */
function prerenderFirstScreens(): Plugin {
  let outDir = '';
  return {
    name: 'handyman:prerender-first-screens',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(CLIENT_ROOT, 'prerender.tsx')], {
        env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(CLIENT_ROOT, 'tsconfig.json') },
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`Prerendering the first screens failed:\n${result.stderr}`);
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(outDir, '.vite', 'first-screens.json'), result.stdout.trim());
    },
  };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}


export default defineConfig({
  root: CLIENT_ROOT,
  publicDir: fileURLToPath(new URL('./src/client/public', import.meta.url)),
  plugins: [react(), tailwindcss(), inlineFirstPaintResources(), precompress(), prerenderFirstScreens()],
  // zod without eval in the browser, whose CSP forbids it (src/client/lib/zod-jitless.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: path.join(CLIENT_ROOT, 'lib/zod-for-browser.ts') }] },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a page's own chunks with the page (plugins/static-client.ts).
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically in one chunk, not one file per shared module.
          groups: [
            // React on its own, so it can start in a task of its own before the app (bootAfterFirstPaint).
            { name: REACT_CHUNK, test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'app', tags: ['$initial'], priority: 2 },
            // The plan is closed under static imports already: nothing more to pull in.
            { name: customerPageChunks(), debugName: 'customer-pages', includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': API_TARGET },
  },
});
