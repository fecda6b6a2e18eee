import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingState } from '../components/ui/spinner';
import { PublicLayout } from './layouts/public-layout';
import { lazyNamed } from './lazy-named';
import { ADMIN_AREA_PATTERN, paths } from '#client/lib/paths';
import { normalisePagePath } from '#contracts/public-pages';
import { preloadableLazy } from '#client/lib/preloadable-lazy';

// Each customer page loads on its own route only (the server preloads its chunks with the page:
// contracts/public-pages.ts PAGE_MODULES), so neither page downloads the other's code
// (bench/public-bundle-size.bench.ts); staff-only code stays out of the customers' JavaScript.
export const HomePage = preloadableLazy(() => import('../features/home/home-page'), 'HomePage');
export const PricingPage = preloadableLazy(() => import('../features/pricing/pricing-page'), 'PricingPage');

/**
 * Loads the customer page at this path before the first render (its chunks are already on their
 * way: the server preloads them with the page), so the first paint is the page itself, not a
 * loading state that the page then replaces (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 * Never fails: a page whose chunk cannot load shows its error the usual way, when it renders.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const page = normalisePagePath(pathname);
  const preload = page === paths.home ? HomePage.preload : page === paths.pricing ? PricingPage.preload : undefined;
  await preload?.().catch(() => undefined);
}
// A wrong address is rare: its page is not in every customer's first download.
const NotFoundPage = lazyNamed(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
const WelcomePage = lazyNamed(() => import('../features/welcome/welcome-page'), 'WelcomePage');
const AdminRoutes = lazyNamed(() => import('./admin-routes'), 'AdminRoutes');
// The legal pages are read rarely: their own chunk (docs/product/shared-behaviour.md#legal-pages).
const LegalPage = lazyNamed(() => import('../features/legal/legal-page'), 'LegalPage');
// A quote link's page is opened from a link only (docs/product/home-flow.md#quote-link).
const QuoteLinkPage = lazyNamed(() => import('../features/quote-link/quote-link-page'), 'QuoteLinkPage');

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.home}>
        <PublicLayout>
          <Suspense fallback={<LoadingState />}>
            <HomePage />
          </Suspense>
        </PublicLayout>
      </Route>
      <Route path={paths.pricing}>
        <PublicLayout>
          <Suspense fallback={<LoadingState />}>
            <PricingPage />
          </Suspense>
        </PublicLayout>
      </Route>
      <Route path={paths.privacy}>
        <PublicLayout>
          <Suspense fallback={<LoadingState />}>
            <LegalPage kind="privacy" />
          </Suspense>
        </PublicLayout>
      </Route>
      <Route path={paths.terms}>
        <PublicLayout>
          <Suspense fallback={<LoadingState />}>
            <LegalPage kind="terms" />
          </Suspense>
        </PublicLayout>
      </Route>
      <Route path={paths.quoteLink}>
        {(params: { token: string }) => (
          <PublicLayout>
            <Suspense fallback={<LoadingState />}>
              <QuoteLinkPage token={params.token} />
            </Suspense>
          </PublicLayout>
        )}
      </Route>
      <Route path={paths.adminLogin}>
        <Suspense fallback={<LoadingState fullPage />}>
          <LoginPage />
        </Suspense>
      </Route>
      <Route path={paths.adminWelcome}>
        <Suspense fallback={<LoadingState fullPage />}>
          <WelcomePage />
        </Suspense>
      </Route>
      <Route path={ADMIN_AREA_PATTERN}>
        <Suspense fallback={<LoadingState fullPage />}>
          <AdminRoutes />
        </Suspense>
      </Route>
      <Route>
        <PublicLayout>
          <Suspense fallback={<LoadingState />}>
            <NotFoundPage />
          </Suspense>
        </PublicLayout>
      </Route>
    </Switch>
  );
}
