import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errors';

/**
 * Serves the built client. Hashed assets are cached for a year; index.html never, so a new
 * release is picked up at once. Any non-API GET that matches no file is the single-page app.
 */
export async function registerStaticClient(app: FastifyInstance, deps: { clientDir: string }): Promise<void> {
  const indexFile = path.join(deps.clientDir, 'index.html');
  const hasClient = existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: deps.clientDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api') && !pathname.startsWith('/assets/');
    if (wantsPage && hasClient) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return sendProblem(request, reply, {
      status: 404,
      code: 'route_not_found',
      title: 'Not Found',
      detail: wantsPage ? 'The client is not built: run npm run build.' : `No route for ${request.method} ${pathname}.`,
    });
  });
}
