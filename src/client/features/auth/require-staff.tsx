import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import type { Staff } from '#contracts/auth.contract';
import { toAdminLoginPath } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { LoadingState } from '#client/components/ui/spinner';
import { meQueryOptions } from '#client/resources/auth/auth-api';

export type RequireStaffProps = {
  /** Rendered only for a signed-in staff member. */
  children: (staff: Staff) => ReactNode;
};

/**
 * Guards the admin area (docs/product/README.md#staff-sign-in: nothing under /admin without a
 * signed-in staff account). Signed-out visitors go to the sign-in page, which brings them back here.
 */
export function RequireStaff({ children }: RequireStaffProps) {
  const [location] = useLocation();
  const search = useSearch();
  const me = useQuery(meQueryOptions());

  if (me.isPending) return <LoadingState fullPage label="Checking your session…" />;

  if (me.isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-xl font-semibold">We could not check your session</h1>
        <p className="text-muted-foreground">The server did not answer. Please try again.</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </main>
    );
  }

  if (!me.data) {
    const here = search ? `${location}?${search}` : location;
    return <Redirect to={toAdminLoginPath(here)} replace />;
  }

  return children(me.data);
}
