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
      {/* At least the first screen's height below the header, so the footer starts below the fold
          and never jumps when a lazily loaded page replaces its loading state (no layout shift). */}
      <main id="main-content" className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-5xl flex-1 px-4 py-8 md:py-12">
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}

/**
 * Every customer page's footer (docs/product/shared-behaviour.md#footer): the business name, the
 * company details staff enter in App Settings, and the privacy notice and terms.
 */
function PublicFooter() {
  const { businessName, companyDetails } = usePublicSettings();
  return (
    <footer className="border-t bg-card text-sm text-muted-foreground">
      <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-1">
          <p className="font-medium text-foreground">{businessName}</p>
          {companyDetails.trim() ? <p>{companyDetails}</p> : null}
        </div>
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-4">
            <li>
              <Link href={paths.privacy} className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-foreground">
                Privacy notice
              </Link>
            </li>
            <li>
              <Link href={paths.terms} className="inline-flex min-h-11 items-center underline underline-offset-4 hover:text-foreground">
                Terms
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
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
