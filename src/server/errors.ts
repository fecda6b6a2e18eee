import type { ProblemCode } from '#contracts/problem-codes';
import type { InvalidParam } from '#domain/invalid-param';

/**
 * The one error vocabulary of the server. Operations throw these; plugins/errors.ts maps them
 * to application/problem+json once. Every code comes from the closed list in
 * contracts/problem-codes.ts, so a misspelt code fails the type check.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly title: string,
    detail?: string,
    readonly invalidParams?: InvalidParam[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail ?? title);
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string, invalidParams?: InvalidParam[], code: ProblemCode = 'bad_request') {
    super(400, code, 'Bad Request', detail, invalidParams);
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'Sign in as staff to use this.', code: ProblemCode = 'unauthorised') {
    super(401, code, 'Unauthorized', detail);
  }
}

export class ForbiddenError extends AppError {
  constructor(detail: string, code: ProblemCode = 'forbidden') {
    super(403, code, 'Forbidden', detail);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(detail: string, code: ProblemCode, retryAfterSeconds: number) {
    super(429, code, 'Too Many Requests', detail, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, 'not_found', 'Not Found', `${what} was not found.`);
  }
}

export class ConflictError extends AppError {
  constructor(detail: string, code: ProblemCode = 'conflict') {
    super(409, code, 'Conflict', detail);
  }
}

export class UnprocessableError extends AppError {
  constructor(detail: string, invalidParams?: InvalidParam[], code: ProblemCode = 'unprocessable') {
    super(422, code, 'Unprocessable Content', detail, invalidParams);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail: string, retryAfterSeconds: number) {
    super(503, 'service_unavailable', 'Service Unavailable', detail, undefined, {
      'retry-after': String(retryAfterSeconds),
    });
  }
}
