import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { buttonClasses } from '#client/components/ui/button';

export type NotFoundContentProps = {
  /** Where the way-out link goes: the home page, or the admin start page inside the back office. */
  homeHref?: string;
  homeLabel?: string;
};

/** The not-found message itself, for use inside a layout that already has a <main>. */
export function NotFoundContent({
  homeHref = paths.home,
  homeLabel = 'Go to the home page',
}: NotFoundContentProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      {/* Exact texts (docs/product/shared-behaviour.md#not-found). */}
      <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Link href={homeHref} className={buttonClasses({ variant: 'outline' })}>
        {homeLabel}
      </Link>
    </div>
  );
}

/**
 * Any path that matches no route: the two fixed lines as heading and hint, with a way back home,
 * inside the public layout the router puts around it (docs/product/shared-behaviour.md#not-found).
 */
export function NotFoundPage() {
  return <NotFoundContent homeLabel="Back to the home page" />;
}
