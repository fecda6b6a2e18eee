import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ProblemCode } from '#contracts/problem-codes';
import type { InvalidParam } from '#domain/invalid-param';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { AppError } from '../errors';

const PROBLEM_TYPE_BASE = 'https://handyman.invalid/problems/';

type ProblemInput = {
  status: number;
  code: ProblemCode;
  title: string;
  detail?: string;
  invalidParams?: InvalidParam[];
};

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: ProblemInput) {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send({
      type: `${PROBLEM_TYPE_BASE}${problem.code}`,
      title: problem.title,
      status: problem.status,
      ...(problem.detail ? { detail: problem.detail } : {}),
      code: problem.code,
      instance: request.id,
      ...(problem.invalidParams?.length ? { invalidParams: problem.invalidParams } : {}),
    });
}

/** Fastify's own 4xx errors, given a stable code and a plain reason. */
const FASTIFY_CODES: Record<string, { code: ProblemCode; title: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'malformed_json', title: 'Bad Request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'empty_body', title: 'Bad Request' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'body_too_large', title: 'Content Too Large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', title: 'Unsupported Media Type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_content_length', title: 'Bad Request' },
};

/** One mapping from every error to application/problem+json; no stack trace ever leaves. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.headers) reply.headers(error.headers);
      return sendProblem(request, reply, {
        status: error.status,
        code: error.code,
        title: error.title,
        detail: error.message,
        ...(error.invalidParams ? { invalidParams: error.invalidParams } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const invalidParams = error.validation.map((issue) => ({
        name: toParamName(where, issue.instancePath),
        reason: issue.message ?? 'is invalid',
      }));
      return sendProblem(request, reply, {
        status: 400,
        code: 'validation_failed',
        title: 'Bad Request',
        detail: `The request ${where} is invalid: ${invalidParams.map((p) => `${p.name} ${p.reason}`).join('; ')}`,
        invalidParams,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return sendInternalError(request, reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const known = error.code ? FASTIFY_CODES[error.code] : undefined;
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return sendProblem(request, reply, {
        status,
        code: known?.code ?? (status === 429 ? 'rate_limited' : 'bad_request'),
        title: known?.title ?? (status === 429 ? 'Too Many Requests' : 'Bad Request'),
        detail: error.message,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: say so, and when to try again, not 500.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendProblem(request, reply, {
        status: 503,
        code: 'service_unavailable',
        title: 'Service Unavailable',
        detail: `We cannot save or load that just now. Try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`,
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendInternalError(request, reply);
  });
}

/** What a client is told to wait while the database is down (docs/limits.md#database-down). */
const DATABASE_RETRY_AFTER_SECONDS = 5;
function sendInternalError(request: FastifyRequest, reply: FastifyReply) {
  return sendProblem(request, reply, {
    status: 500,
    code: 'internal_error',
    title: 'Internal Server Error',
    detail: `Something went wrong on our side. Quote reference ${request.id} if you contact us.`,
  });
}

function toParamName(where: string, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path === '' ? where : path;
}
