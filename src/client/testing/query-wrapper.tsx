import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '#client/lib/query-client';

/**
 * A wrapper for `renderHook` with its own query cache, configured as the app's (no retries,
 * five minutes fresh), so a resource's hooks are tested as screens use them.
 */
export function createQueryWrapper() {
  const queryClient = createQueryClient();
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  };
}
