import { z } from 'zod';
import type { InvalidParam } from '../domain/invalid-param';
import { ProblemCodeSchema } from './problem-codes';

/**
 * One endpoint of the API: the server registers it as its Fastify route schema and the
 * client's api-client builds the request and parses the answer from the same object.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path: `/api/leads/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Response schemas by status code. */
  responses: Record<number, z.ZodType>;
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** One refused field: the domain's InvalidParam, so a validation result maps straight onto it. */
export const InvalidParamSchema = z.object({ name: z.string(), reason: z.string() }) satisfies z.ZodType<InvalidParam>;

/** RFC 9457 problem details, the one error shape of the API; `code` is one of problem-codes.ts. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: ProblemCodeSchema,
  instance: z.string().optional(),
  invalidParams: z.array(InvalidParamSchema).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const EmptySchema = z.null();
