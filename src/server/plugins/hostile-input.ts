import type { FastifyInstance } from 'fastify';
import { findHostileInput } from '#contracts/hostile-input';
import { BadRequestError } from '../errors';

/**
 * Every /api request's body, query and route parameters meet the contracts' one rule for hostile
 * input before their schema reads them (docs/limits.md#hostile-input): a NUL character, an
 * unpaired surrogate, or JSON nested past the limit answers 400 naming the field, never a 500
 * from PostgreSQL or a stack overflow.
 */
export function registerHostileInputRule(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    for (const [where, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findHostileInput(value);
      if (!found) continue;
      const name = found.path.length === 0 ? where : found.path.join('.');
      return done(new BadRequestError(`The request ${where} is invalid: ${name} ${found.reason}.`, [{ name, reason: found.reason }], 'validation_failed'));
    }
    done();
  });
}
