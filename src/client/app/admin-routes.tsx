import { Suspense } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { LoadingState } from '#client/components/ui/spinner';
import { RequireStaff } from '#client/features/auth/require-staff';
import { NotFoundContent } from '#client/features/not-found/not-found-page';
import { canManageBusiness } from '#domain/staff/staff-roles';
import { paths } from '#client/lib/paths';
import { buttonClasses } from '#client/components/ui/button';
import { Link } from 'wouter';
import { ACCOUNT_SCREEN, ADMIN_HOME_SCREEN, ADMIN_SCREENS } from './admin-screens';
import { AdminLayout } from './layouts/admin-layout';

const AdminHomePage = ADMIN_HOME_SCREEN.Page;

/**
 * Everything under /admin except the sign-in page, routed from the table in admin-screens.ts.
 * Loaded lazily by the router, so none of it is in the JavaScript of the public pages.
 */
export function AdminRoutes() {
  const [location] = useLocation();
  return (
    <RequireStaff>
      {(staff) =>
        // The owner requires two-factor and this account has none: only the Account screen's
        // set-up is open (docs/product/staff-accounts.md#two-factor).
        staff.mustEnrolInTwoFactor && location !== ACCOUNT_SCREEN.path ? (
          <Redirect to={ACCOUNT_SCREEN.path} replace />
        ) : (
        <AdminLayout staff={staff}>
          <Suspense fallback={<LoadingState label="Loading page…" />}>
            <Switch>
              <Route path={paths.admin}>
                <AdminHomePage />
              </Route>
              {ADMIN_SCREENS.map(({ path, Page, ownerOnly }) => (
                <Route key={path} path={path}>
                  {ownerOnly && !canManageBusiness(staff.role) ? <OwnerOnlyScreen /> : <Page />}
                </Route>
              ))}
              <Route>
                <NotFoundContent homeHref={paths.admin} homeLabel={`Go to ${ADMIN_HOME_SCREEN.label}`} />
              </Route>
            </Switch>
          </Suspense>
        </AdminLayout>
        )
      }
    </RequireStaff>
  );
}

/** What a staff member sees at an owner's screen (docs/product/staff-accounts.md#roles). */
function OwnerOnlyScreen() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight">Only the owner can open this screen</h1>
      <p className="text-muted-foreground">Managing staff and reading the audit log are the owner's. Ask them if you need something changed.</p>
      <Link href={paths.admin} className={buttonClasses()}>
        {`Go to ${ADMIN_HOME_SCREEN.label}`}
      </Link>
    </section>
  );
}
