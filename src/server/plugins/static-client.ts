import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalPagePath, isKnownPagePath, PAGE_MODULES, QUOTE_LINK_AREA, SITEMAP_PAGES } from '#contracts/public-pages';
import { sendProblem } from './errors';

/** Hashed file names change with their content: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and the files without a hash: always revalidated, so a release is picked up at once. */
const REVALIDATE = 'no-cache';
/** Page variants kept ready (origin × path × status); the Host header is the client's, so bounded. */
const MAX_PAGE_VARIANTS = 64;

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer; etag: string };

/**
 * Serves the built client (docs/decisions/0016-performance-budgets-and-caches.md). Hashed assets
 * are cached for a year and served precompressed (brotli or gzip files written by the build);
 * index.html is read once at start and kept in memory, compressed, per page variant. A known page
 * (contracts/public-pages.ts) answers 200; any other page URL answers 404 with the same app,
 * which shows its not-found page. robots.txt and sitemap.xml are built from the same list.
 */
export async function registerStaticClient(app: FastifyInstance, deps: { clientDir: string; publicOrigin?: string }): Promise<void> {
  const indexFile = path.join(deps.clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: deps.clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const preloads = readPagePreloads(deps.clientDir, indexHtml ?? '');
  const firstScreens = readFirstScreens(deps.clientDir);
  const scriptSources = inlineScriptSources(indexHtml ?? '');
  const variants = new Map<string, Encoded>();
  const pageFor = (origin: string, pathname: string, known: boolean, hasQuery: boolean): Encoded => {
    const canonical = known ? canonicalPagePath(pathname) : null;
    // A query can name another screen (the home flow's ?stage=): only the plain page gets its first screen.
    const firstScreen = canonical && !hasQuery ? firstScreens.get(canonical) : undefined;
    const key = `${origin}|${canonical ?? ''}|${known}|${firstScreen ? 'first-screen' : ''}`;
    const cached = variants.get(key);
    if (cached) return cached;
    const extraHead = [
      canonical ? `<link rel="canonical" href="${escapeAttribute(origin + canonical)}" />` : '',
      known ? '' : '<meta name="robots" content="noindex" />',
    ].join('');
    const pageModules = (canonical ? (preloads.get(canonical) ?? []) : [])
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`)
      .join('');
    let html = (indexHtml ?? '').replace('</head>', `${extraHead}</head>`);
    // With the app's own modules, which start after the first paint (vite.config.ts, bootAfterFirstPaint).
    html = html.includes(APP_MODULES) ? html.replace(APP_MODULES, `${APP_MODULES}${pageModules}`) : html.replace('</head>', `${pageModules}</head>`);
    // Painted before the JavaScript arrives and inert until React replaces it with the same screen.
    if (firstScreen) html = html.replace('<div id="root"></div>', `<div id="root"><div inert>${firstScreen}</div></div>`);
    const encoded = encode(Buffer.from(html));
    if (variants.size < MAX_PAGE_VARIANTS) variants.set(key, encoded);
    return encoded;
  };

  app.get('/robots.txt', async (request, reply) => {
    const origin = deps.publicOrigin ?? requestOrigin(request);
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', `Disallow: ${QUOTE_LINK_AREA}/`, 'Disallow: /api/', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = deps.publicOrigin ?? requestOrigin(request);
    const urls = SITEMAP_PAGES.map((page) => `  <url><loc>${escapeXml(origin + page)}</loc></url>`).join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const [pathname = '', query] = request.url.split('?');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !pathname.startsWith('/assets/');
    if (wantsPage && indexHtml !== null) {
      const known = isKnownPagePath(pathname);
      const page = pageFor(deps.publicOrigin ?? requestOrigin(request), pathname, known, query !== undefined && query !== '');
      return sendPage(request, reply, page, known ? 200 : 404, scriptSources);
    }
    return sendProblem(request, reply, {
      status: 404,
      code: 'route_not_found',
      title: 'Not Found',
      detail: wantsPage ? 'The client is not built: run npm run build.' : `No route for ${request.method} ${pathname}.`,
    });
  });
}

/** Where the build puts the app's module preloads, fetched once the first screen is painted. */
const APP_MODULES = '<template id="app-modules">';

type ManifestChunk = { file: string; imports?: string[] };

/**
 * The customer pages' first screens, rendered by the build (src/client/prerender.tsx) into
 * .vite/first-screens.json: `{ "<page path>": "<html>" }`. None when the file is missing.
 */
function readFirstScreens(clientDir: string): Map<string, string> {
  const file = path.join(clientDir, '.vite', 'first-screens.json');
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (typeof parsed !== 'object' || parsed === null) return new Map();
  return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The chunks each lazily loaded public page needs (contracts/public-pages.ts PAGE_MODULES), from
 * the build's manifest, leaving out what index.html already loads: preloaded with the page, they
 * download alongside the app's script instead of after it.
 */
function readPagePreloads(clientDir: string, indexHtml: string): Map<string, string[]> {
  const preloads = new Map<string, string[]>();
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return preloads;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  for (const [page, source] of Object.entries(PAGE_MODULES)) {
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.includes(chunk.file)) return;
      if (!indexHtml.includes(`/${chunk.file}`)) files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    preloads.set(page, files);
  }
  return preloads;
}

/**
 * The hashes of index.html's inline scripts (the theme script the build puts there, vite.config.ts)
 * for the page's CSP, which otherwise runs only the app's own files.
 */
function inlineScriptSources(html: string): string {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`)
    .join(' ');
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Encoded, status: number, scriptSources: string): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  if (scriptSources && typeof policy === 'string') reply.header('content-security-policy', policy.replace("script-src 'self'", `script-src 'self' ${scriptSources}`));
  reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding').header('etag', page.etag).type('text/html; charset=utf-8');
  if (status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  reply.code(status);
  if (encoding === 'identity') return reply.send(page.identity);
  return reply.header('content-encoding', encoding).send(page[encoding]);
}

function encode(identity: Buffer): Encoded {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** brotli, else gzip, else none; an encoding refused with q=0 is not used. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' {
  if (!header) return 'identity';
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeXml(value: string): string {
  return escapeAttribute(value).replace(/'/g, '&apos;');
}
