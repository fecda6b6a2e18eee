/**
 * The pages the single-page app answers, read by the server (which answers any other page URL
 * with 404, builds sitemap.xml and robots.txt from this list, and adds each public page's
 * canonical link) and by the client's router (docs/product/shared-behaviour.md#routes).
 * A new customer page is one edit here.
 */
export const PUBLIC_PAGES = {
  home: '/',
  pricing: '/pricing',
  privacy: '/privacy',
  terms: '/terms',
} as const;

/**
 * The lazily loaded module of a public page, as the client build names it (relative to
 * src/client): the server preloads its chunks with the page, so the page does not wait for the
 * app's script before asking for its own.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [PUBLIC_PAGES.home]: 'features/home/home-page.tsx',
  [PUBLIC_PAGES.pricing]: 'features/pricing/pricing-page.tsx',
};

/** Pages listed in sitemap.xml: the customer pages search engines should find. */
export const SITEMAP_PAGES: readonly string[] = [PUBLIC_PAGES.home, PUBLIC_PAGES.pricing, PUBLIC_PAGES.privacy, PUBLIC_PAGES.terms];

/**
 * Areas whose every path is the app's (the path itself and everything below it): the back
 * office routes its own screens and shows its own not-found state. Kept out of search engines.
 */
export const APP_AREAS: readonly string[] = ['/admin'];

/**
 * A quote link's page, '/q/{token}' (docs/product/home-flow.md#quote-link): a page of the app for
 * any token of the right form (the page itself says when a link is unknown or expired), never in
 * the sitemap and disallowed in robots.txt, since each is one customer's quote.
 */
export const QUOTE_LINK_PAGE_PATTERN = /^\/q\/[0-9a-f]{40}$/;
export const QUOTE_LINK_AREA = '/q';

/** Page paths match case-insensitively and forgive one trailing slash, as the client router does. */
export function normalisePagePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Whether a URL path is one of the app's pages (else the server answers 404 with the app). */
export function isKnownPagePath(pathname: string): boolean {
  const path = normalisePagePath(pathname);
  if ((Object.values(PUBLIC_PAGES) as string[]).includes(path)) return true;
  if (QUOTE_LINK_PAGE_PATTERN.test(path)) return true;
  return APP_AREAS.some((area) => path === area || path.startsWith(`${area}/`));
}

/** The canonical path of a public page, or null for any other path. */
export function canonicalPagePath(pathname: string): string | null {
  const path = normalisePagePath(pathname);
  return (Object.values(PUBLIC_PAGES) as string[]).includes(path) ? path : null;
}
