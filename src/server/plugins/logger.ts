import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import { hostname } from 'node:os';
import { pino, stdSerializers } from 'pino';

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

export function buildLoggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
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
 * A database error is logged by its SQLSTATE code and PostgreSQL's message only
 * (docs/limits.md#logs): the query layer's own message lists every bound parameter (names,
 * phones, what customers typed), and a data error's message may quote the value it refused.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  const database = findDatabaseError(error);
  if (database) {
    const code = database.code;
    // Class 22 (data exception) messages end with the offending value: keep the words before it.
    const message = code.startsWith('22') ? (database.message.split(':')[0] ?? '') : database.message;
    const outer = error as { name?: unknown };
    return { type: typeof outer.name === 'string' ? outer.name : 'Error', code, message };
  }
  if (isQueryError(error)) return { type: 'DatabaseError', message: 'a query failed (no database code)' };
  return stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
}

type DatabaseError = { code: string; message: string };

function findDatabaseError(error: unknown): DatabaseError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && typeof candidate.message === 'string' && candidate.severity !== undefined) {
      return { code: candidate.code, message: candidate.message };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** Drizzle's wrapper ("Failed query: … params: …"), anywhere in the cause chain. */
function isQueryError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 10 && current !== null && typeof current === 'object'; depth += 1) {
    const candidate = current as { name?: unknown; message?: unknown; cause?: unknown };
    if (candidate.name === 'DrizzleQueryError' || (typeof candidate.message === 'string' && candidate.message.startsWith('Failed query:'))) return true;
    current = candidate.cause;
  }
  return false;
}

/** Where the logs go: the given stream, or standard output. */
export type LogStream = { write: (line: string) => void };

/** A block of about 20 request lines. */
const LOG_BLOCK_BYTES = 4096;
/** The longest a line waits for its block. */
const LOG_FLUSH_EVERY_MS = 250;

/**
 * Standard output, written asynchronously and in blocks: lines gather until 4 KB or a quarter of
 * a second has passed, then go out in one write, instead of a write for every line or two (a
 * system call per request was the largest cost left on a small request under load:
 * docs/decisions/0016-performance-budgets-and-caches.md#request-log-line). pino writes out what is
 * left when the process exits, on a signal or an uncaught error as well.
 */
export function defaultLogStream(): LogStream {
  return pino.destination({ dest: 1, sync: false, minLength: LOG_BLOCK_BYTES, periodicFlush: LOG_FLUSH_EVERY_MS });
}

/**
 * The per-request line, written straight to the app's log stream in pino's line format (level,
 * time, pid, hostname, then the fields, then msg). It carries the method, the path without its
 * query, the request id, the status and the time, none of which is personal, so it skips pino's
 * redaction walk (about 10 µs a line); built as one string it also skips pino's object
 * serialisation, which cost more than the rest of the line's work on the busiest route under load
 * (docs/decisions/0016-performance-budgets-and-caches.md#request-log-line).
 */
export type RequestLines = { write: (request: FastifyRequest, reply: FastifyReply) => void };

const INFO_LEVEL = 30;

export function createRequestLines(level: string, stream: LogStream): RequestLines | undefined {
  const threshold = (pino.levels.values as Record<string, number | undefined>)[level] ?? Number.POSITIVE_INFINITY;
  if (threshold > INFO_LEVEL) return undefined;
  const head = `{"level":${INFO_LEVEL},"time":`;
  const processFields = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return {
    write: (request, reply) => {
      // The id is ours or matched [\w-]{8,64} (app.ts), the method is an HTTP token: neither needs escaping.
      const id = request.id;
      stream.write(
        `${head}${Date.now()}${processFields},"reqId":"${id}","req":{"method":"${request.method}","url":${JSON.stringify(stripQuery(request.url))},"id":"${id}"},` +
          `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
      );
    },
  };
}

/**
 * One line per request, when it completes (method, path, id, status, time), instead of Fastify's
 * two (docs/decisions/0016-performance-budgets-and-caches.md); errors are logged as before, by the
 * app's logger with its redaction.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly lines: RequestLines | undefined) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    this.lines?.write(request, reply);
  }
}

type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * The logger Fastify gives each request (`request.log`, bound to its id), made when the request
 * first logs. Making a pino child runs the redaction over its bindings, about 1 µs, and almost no
 * request logs through it: the request line has its own writer
 * (docs/decisions/0016-performance-budgets-and-caches.md#request-log-line).
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: pino.Bindings,
    private readonly options: ChildOptions,
  ) {}

  get #logger(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level(): pino.LevelWithSilentOrString {
    return this.#made?.level ?? this.options?.level ?? this.parent.level;
  }

  set level(level: pino.LevelWithSilentOrString) {
    this.#logger.level = level;
  }

  // Methods, not arrow fields: a request's logger is made for every request, and each field
  // would be a closure made with it.
  fatal(...args: Parameters<pino.LogFn>): void {
    this.#logger.fatal(...args);
  }

  error(...args: Parameters<pino.LogFn>): void {
    this.#logger.error(...args);
  }

  warn(...args: Parameters<pino.LogFn>): void {
    this.#logger.warn(...args);
  }

  info(...args: Parameters<pino.LogFn>): void {
    this.#logger.info(...args);
  }

  debug(...args: Parameters<pino.LogFn>): void {
    this.#logger.debug(...args);
  }

  trace(...args: Parameters<pino.LogFn>): void {
    this.#logger.trace(...args);
  }

  silent(...args: Parameters<pino.LogFn>): void {
    this.#logger.silent(...args);
  }

  child(bindings: pino.Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger.child(bindings, options);
  }
}
