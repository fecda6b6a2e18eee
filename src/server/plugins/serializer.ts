import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { deepFreeze, isCachedConfigValue } from '#server/db/config-cache';

type ZodRouteSchema = Parameters<typeof zodSerializerCompiler>[0]['schema'];

/**
 * The contracts' response schemas check and shape every answer (fastify-type-provider-zod). A
 * config served from the process's cache (db/config-cache.ts) is deep-frozen and the same object
 * until staff save a new one, so its JSON is worked out once per value and route instead of per
 * request: App Settings and Pricing Config are read by every customer page
 * (docs/decisions/0016-performance-budgets-and-caches.md#serialising-cached-configs).
 */
export const serializerCompiler: FastifySerializerCompiler<ZodRouteSchema> = (route) => {
  const serialize = zodSerializerCompiler(route);
  const remembered = new WeakMap<object, string>();
  return (data) => {
    if (!isCachedConfigValue(data) && !fixedAnswers.has(data as object)) return serialize(data);
    let json = remembered.get(data);
    if (json === undefined) {
      json = serialize(data);
      remembered.set(data, json);
    }
    return json;
  };
};

const fixedAnswers = new WeakSet<object>();

/**
 * An answer body that never changes (the event beacon's `{ accepted: true }`), deep-frozen like a
 * cached config so its remembered JSON cannot go stale, and checked and serialised once per route.
 */
export function fixedAnswer<const T extends object>(value: T): Readonly<T> {
  const frozen = deepFreeze(value);
  fixedAnswers.add(frozen);
  return frozen;
}
