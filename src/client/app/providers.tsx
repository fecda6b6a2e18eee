import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { authKeys } from '../resources/auth/auth-keys';
import { createQueryClient } from '../lib/query-client';
import { lazyNamed } from './lazy-named';
import { isAdminAreaPath, isSignInPath, paths, toAdminLoginPath } from '#client/lib/paths';

/**
 * The global 401 handler (handled once, here: docs/conventions.md#client,
 * docs/product/shared-behaviour.md#requests). A 401 from a query or mutation on
 * an admin screen means the staff session has ended: forget it and go to the sign-in page,
 * which returns to this screen. Public screens are left alone (customers never sign in),
 * and so is the sign-in page itself, where a 401 is a wrong password.
 */
export function handleUnauthorised(queryClient: QueryClient) {
  const { pathname, search } = window.location;
  if (!isAdminAreaPath(pathname) || isSignInPath(pathname)) return;
  queryClient.setQueryData(authKeys.me(), null);
  navigate(toAdminLoginPath(`${pathname}${search}`), { replace: true });
}

/**
 * The global 403 `two_factor_required` handler: the owner has required two-factor since this
 * account signed in. Ask again who is signed in (the answer says it must enrol) and go to the
 * Account screen's set-up (docs/product/staff-accounts.md#two-factor).
 */
export function handleTwoFactorRequired(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: authKeys.me() });
  if (window.location.pathname !== paths.adminAccount) navigate(paths.adminAccount, { replace: true });
}

function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient({
    onUnauthorised: () => handleUnauthorised(queryClient),
    onTwoFactorRequired: () => handleTwoFactorRequired(queryClient),
  });
  return queryClient;
}

/**
 * The toast viewport (Radix) is not needed to paint the first screen: it loads right after, and
 * a toast raised before then waits in its store (docs/decisions/0016-performance-budgets-and-caches.md).
 */
const Toaster = lazyNamed(() => import('../components/ui/toast'), 'Toaster');

export type AppProvidersProps = { children: ReactNode };

/** Server state, routing and toasts. Each mount gets its own cache, so each test does too. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router>{children}</Router>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
