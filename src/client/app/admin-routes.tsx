import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingState } from '../components/ui/spinner';
import { RequireStaff } from '../features/auth/require-staff';
import { NotFoundContent } from '../features/not-found/not-found-page';
import { AdminLayout } from './layouts/admin-layout';
import { lazyNamed } from './lazy-named';
import { paths } from './paths';

// Each screen is its own chunk: the heavy ones (charts, tables) load only when opened.
const LeadsPage = lazyNamed(() => import('../features/leads/leads-page'), 'LeadsPage');
const TrainingPage = lazyNamed(() => import('../features/training/training-page'), 'TrainingPage');
const TrainingDataPage = lazyNamed(
  () => import('../features/training-data/training-data-page'),
  'TrainingDataPage',
);
const QuoteEnginePage = lazyNamed(
  () => import('../features/quote-engine/quote-engine-page'),
  'QuoteEnginePage',
);
const PricingConfigPage = lazyNamed(
  () => import('../features/pricing-config/pricing-config-page'),
  'PricingConfigPage',
);
const ContractorPayPage = lazyNamed(
  () => import('../features/contractor-pay/contractor-pay-page'),
  'ContractorPayPage',
);
const TestingPlatformPage = lazyNamed(
  () => import('../features/testing-platform/testing-platform-page'),
  'TestingPlatformPage',
);
const AppSettingsPage = lazyNamed(
  () => import('../features/app-settings/app-settings-page'),
  'AppSettingsPage',
);
const AnalyticsPage = lazyNamed(() => import('../features/analytics/analytics-page'), 'AnalyticsPage');

/**
 * Everything under /admin except the sign-in page. Loaded lazily by the router, so none of
 * it is in the JavaScript of the public pages.
 */
export function AdminRoutes() {
  return (
    <RequireStaff>
      {(staff) => (
        <AdminLayout staff={staff}>
          <Suspense fallback={<LoadingState label="Loading page…" />}>
            <Switch>
              <Route path={paths.admin}>
                <LeadsPage />
              </Route>
              <Route path={paths.adminLeads}>
                <LeadsPage />
              </Route>
              <Route path={paths.adminTraining}>
                <TrainingPage />
              </Route>
              <Route path={paths.adminTrainingData}>
                <TrainingDataPage />
              </Route>
              <Route path={paths.adminQuoteEngine}>
                <QuoteEnginePage />
              </Route>
              <Route path={paths.adminPricing}>
                <PricingConfigPage />
              </Route>
              <Route path={paths.adminContractorPay}>
                <ContractorPayPage />
              </Route>
              <Route path={paths.adminTesting}>
                <TestingPlatformPage />
              </Route>
              <Route path={paths.adminSettings}>
                <AppSettingsPage />
              </Route>
              <Route path={paths.adminAnalytics}>
                <AnalyticsPage />
              </Route>
              <Route>
                <NotFoundContent homeHref={paths.admin} homeLabel="Go to Lead Management" />
              </Route>
            </Switch>
          </Suspense>
        </AdminLayout>
      )}
    </RequireStaff>
  );
}
