import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { STALE_TIME_MS, createQueryClient } from './query-client';

describe('query client', () => {
  it('keeps data fresh for 5 minutes, never retries and never refetches on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();

    expect(STALE_TIME_MS).toBe(300_000);
    expect(queries).toMatchObject({
      staleTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reports 401 answers from queries and mutations, and nothing else', async () => {
    const onUnauthorised = vi.fn();
    const queryClient = createQueryClient({ onUnauthorised });
    const unauthorised = new ApiError(401, 'Unauthorized');

    await queryClient
      .fetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(unauthorised) })
      .catch(() => undefined);
    await queryClient
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError(500, 'Oops')) })
      .catch(() => undefined);
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.reject(unauthorised) })
      .execute(undefined)
      .catch(() => undefined);

    expect(onUnauthorised).toHaveBeenCalledTimes(2);
    expect(onUnauthorised).toHaveBeenCalledWith(unauthorised);
  });
});
