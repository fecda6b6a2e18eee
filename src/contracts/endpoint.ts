import { z } from 'zod';

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

/** RFC 9457 problem details, the one error shape of the API. */
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  code: z.string(),
  instance: z.string().optional(),
  invalidParams: z
    .array(z.object({ name: z.string(), reason: z.string() }))
    .optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const EmptySchema = z.null();
