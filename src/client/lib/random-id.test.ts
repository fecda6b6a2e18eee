import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRandomId } from './random-id';

afterEach(() => vi.restoreAllMocks());

describe('createRandomId', () => {
  it('is a version-4 UUID, different every time', () => {
    const ids = new Set(Array.from({ length: 200 }, createRandomId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('draws from crypto.getRandomValues, never Math.random, even where randomUUID is missing (plain HTTP)', () => {
    const mathRandom = vi.spyOn(Math, 'random');
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('not in a secure context');
    });
    createRandomId();
    expect(getRandomValues).toHaveBeenCalled();
    expect(mathRandom).not.toHaveBeenCalled();
  });
});
