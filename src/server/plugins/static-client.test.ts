import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '#testing/test-app';
import { chooseEncoding } from './static-client';

// docs/decisions/0016-performance-budgets-and-caches.md, docs/product/shared-behaviour.md#not-found
const THEME_SCRIPT = "document.documentElement.classList.add('x');";
const BOOT_SCRIPT = "document.head.append(document.getElementById('app-modules').content);";
const INDEX_HTML = `<!doctype html><html><head><title>app</title><script>${THEME_SCRIPT}</script><template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/home-abc123.js"></template><script>${BOOT_SCRIPT}</script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const ASSET = `export const answer = ${'42 + '.repeat(400)}0;`;

let t: TestApp;
let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(clientDir, 'assets', 'home-abc123.js'), ASSET);
  await writeFile(path.join(clientDir, 'assets', 'home-abc123.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(clientDir, 'assets', 'home-abc123.js.gz'), gzipSync(ASSET));
  await writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(clientDir, '.vite'));
  await writeFile(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/home-abc123.js', imports: [] },
      'features/pricing/pricing-page.tsx': { file: 'assets/pricing-page-def456.js', imports: ['index.html', '_shared-789.js'] },
      '_shared-789.js': { file: 'assets/shared-789.js' },
    }),
  );
  await writeFile(path.join(clientDir, '.vite', 'first-screens.json'), JSON.stringify({ '/pricing': '<h1>Get a price</h1>' }));
  t = await createTestApp({ config: { clientDir } });
});

afterAll(async () => {
  await t.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('pages', () => {
  it.each(['/', '/pricing', '/Pricing/', '/admin', '/admin/leads', '/admin/no-such-screen'])('answers %s with the app and 200', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each(['/no-such-page', '/pricing/extra', '/index', '/homepage?x=1'])('answers an unknown page URL %s with 404 and the app, kept out of search engines', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).not.toContain('rel="canonical"');
  });

  it('gives each public page its canonical address', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/?utm_source=flyer', headers: { host: 'fixit.example' } });
    expect(home.body).toContain('<link rel="canonical" href="http://fixit.example/" />');
    const pricing = await t.app.inject({ method: 'GET', url: '/pricing/', headers: { host: 'fixit.example' } });
    expect(pricing.body).toContain('<link rel="canonical" href="http://fixit.example/pricing" />');
  });

  it('preloads a lazily loaded page’s own chunks with that page only', async () => {
    const pricing = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.body).toContain('<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/pricing-page-def456.js" /><link rel="modulepreload" crossorigin href="/assets/shared-789.js" /><link rel="modulepreload" crossorigin href="/assets/home-abc123.js"></template>');
    // What index.html preloads already is not preloaded twice.
    expect(pricing.body.match(/home-abc123\.js/g)).toHaveLength(1);
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<template id="app-modules"><link rel="modulepreload" crossorigin href="/assets/home-abc123.js"></template>');
  });

  it('paints a customer page’s first screen from the build, inert until the app replaces it', async () => {
    const pricing = await t.app.inject({ method: 'GET', url: '/pricing' });
    expect(pricing.body).toContain('<div id="root"><div inert><h1>Get a price</h1></div></div>');

    // A query can name another screen, and a page without a rendered first screen gets the bare root.
    for (const url of ['/pricing?stage=contact', '/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('lets the page’s inline theme and boot scripts run by their hashes, and no other inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' ${hash(THEME_SCRIPT)} ${hash(BOOT_SCRIPT)};`);
    // Any other file keeps the app's own files only; an API answer allows nothing.
    const file = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(file.headers['content-security-policy']).toContain("script-src 'self';");
    expect(file.headers['permissions-policy']).toBe('microphone=(self), camera=(), geolocation=(), payment=()');
    const problem = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(problem.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('still answers an unknown API URL with problem+json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('sends the page brotli- or gzip-compressed as the browser accepts, and 304 when unchanged', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root">');
    expect(gzip.rawPayload.length).toBeLessThan(Buffer.byteLength(INDEX_HTML));
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('assets', () => {
  it('serves hashed assets precompressed and cached for a year', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/assets/home-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/home-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/home-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('revalidates files without a hash in their name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the back office and the API and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'fixit.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /q/', 'Disallow: /api/', 'Sitemap: http://fixit.example/sitemap.xml', '']);
  });

  it('sitemap.xml lists the customer pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'fixit.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<loc>http://fixit.example/</loc>');
    expect(response.body).toContain('<loc>http://fixit.example/pricing</loc>');
    expect(response.body).not.toContain('/admin');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
