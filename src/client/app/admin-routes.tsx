import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { LoadingState } from '#client/components/ui/spinner';
import { RequireStaff } from '#client/features/auth/require-staff';
import { NotFoundContent } from '#client/features/not-found/not-found-page';
import { paths } from '#client/lib/paths';
import { ADMIN_HOME_SCREEN, ADMIN_SCREENS } from './admin-screens';
import { AdminLayout } from './layouts/admin-layout';

const AdminHomePage = ADMIN_HOME_SCREEN.Page;

/**
 * Everything under /admin except the sign-in page, routed from the table in admin-screens.ts.
 * Loaded lazily by the router, so none of it is in the JavaScript of the public pages.
 */
export function AdminRoutes() {
  return (
    <RequireStaff>
      {(staff) => (
        <AdminLayout staff={staff}>
          <Suspense fallback={<LoadingState label="Loading page…" />}>
            <Switch>
              <Route path={paths.admin}>
                <AdminHomePage />
              </Route>
              {ADMIN_SCREENS.map(({ path, Page }) => (
                <Route key={path} path={path}>
                  <Page />
                </Route>
              ))}
              <Route>
                <NotFoundContent homeHref={paths.admin} homeLabel={`Go to ${ADMIN_HOME_SCREEN.label}`} />
              </Route>
            </Switch>
          </Suspense>
        </AdminLayout>
      )}
    </RequireStaff>
  );
}
