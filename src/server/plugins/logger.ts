import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/**
 * pino options: customers' names, phones, emails and addresses never reach the logs, and nor
 * do passwords, cookies or search terms in query strings.
 */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.customerName',
  '*.name',
  '*.phone',
  '*.email',
  '*.address',
  '*.postcode',
  '*.jobDescription',
  '*.customerDetails',
];

export function buildLoggerOptions(level: string, stream?: { write: (line: string) => void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        method: request.method,
        url: stripQuery(request.url),
        id: request.id,
      }),
    },
  };
}

function stripQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : `${url.slice(0, index)}?[redacted]`;
}

/**
 * One line per request, when it completes (method, path, id, status, time), instead of Fastify's
 * two (docs/decisions/0016-performance-budgets-and-caches.md); errors are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
