import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { invalidateConfigCache, readThroughConfigCache } from '#server/db/config-cache';
import { createTestApp, type TestApp } from '#testing/test-app';
import { fixedAnswer, serializerCompiler } from './serializer';

// docs/decisions/0016-performance-budgets-and-caches.md#serialising-cached-configs
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function compile() {
  let checks = 0;
  const schema = z.object({ name: z.string() }).check(() => {
    checks += 1;
  });
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/api/example' });
  return { serialize, checks: () => checks };
}

describe('the response serialiser', () => {
  it('works out the JSON of a cached config once, and shapes it by the schema', async () => {
    const cached = await readThroughConfigCache(t.database.db, 'app_settings', async () => ({ name: 'Fixit', notInTheContract: true }));
    const { serialize, checks } = compile();
    expect(serialize(cached)).toBe('{"name":"Fixit"}');
    expect(serialize(cached)).toBe('{"name":"Fixit"}');
    expect(checks()).toBe(1);
    invalidateConfigCache(t.database.db, 'app_settings');
  });

  it('works out the JSON of a fixed answer once per route, deep-frozen so it cannot change', () => {
    const answer = fixedAnswer({ name: 'Always', detail: { kept: true } });
    const { serialize, checks } = compile();
    expect(serialize(answer)).toBe('{"name":"Always"}');
    expect(serialize(answer)).toBe('{"name":"Always"}');
    expect(checks()).toBe(1);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.detail)).toBe(true);
    const other = compile();
    expect(other.serialize(answer)).toBe('{"name":"Always"}');
    expect(other.checks()).toBe(1);
  });

  it('checks and serialises any other answer every time', () => {
    const { serialize, checks } = compile();
    const answer = { name: 'Ann' };
    expect(serialize(answer)).toBe('{"name":"Ann"}');
    answer.name = 'Bob';
    expect(serialize(answer)).toBe('{"name":"Bob"}');
    expect(checks()).toBe(2);
    expect(() => serialize({ name: 42 })).toThrow();
  });

  it('serialises a config saved later afresh', async () => {
    const { serialize } = compile();
    const first = await readThroughConfigCache(t.database.db, 'app_settings', async () => ({ name: 'Before' }));
    expect(serialize(first)).toBe('{"name":"Before"}');
    invalidateConfigCache(t.database.db, 'app_settings');
    const second = await readThroughConfigCache(t.database.db, 'app_settings', async () => ({ name: 'After' }));
    expect(serialize(second)).toBe('{"name":"After"}');
    invalidateConfigCache(t.database.db, 'app_settings');
  });
});
