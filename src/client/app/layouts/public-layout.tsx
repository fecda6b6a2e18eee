import { Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Skeleton } from '#client/components/ui/skeleton';
import { usePublicSettings } from '#client/resources/app-settings/app-settings-api';
import { paths } from '#client/lib/paths';

export type PublicLayoutProps = { children: ReactNode };

/** The frame of the customer screens: a header with the business name, then the page. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-5xl items-center px-4">
          <Link
            href={paths.home}
            className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-foreground"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
              <Wrench aria-hidden="true" className="size-5" />
            </span>
            <BusinessName />
          </Link>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 md:py-12">
        {children}
      </main>
    </div>
  );
}

function BusinessName() {
  // The built-in default while loading and when the settings cannot be loaded
  // (docs/product/shared-behaviour.md#app-settings).
  const { businessName, isPending } = usePublicSettings();
  if (isPending) {
    return (
      <>
        <Skeleton className="h-5 w-40" />
        <span className="sr-only">{businessName}</span>
      </>
    );
  }
  return <span>{businessName}</span>;
}
