import { PUBLIC_PAGES, QUOTE_LINK_AREA } from '#contracts/public-pages';

/**
 * The client's fixed routes (docs/product/shared-behaviour.md#routes), and the helpers that
 * read paths. Screens link with these constants, never with string literals. Each back-office
 * screen's path lives in its row of the admin route table (app/admin-screens.ts), so that
 * adding a screen is one edit there.
 */
export const paths = {
  home: PUBLIC_PAGES.home,
  pricing: PUBLIC_PAGES.pricing,
  privacy: PUBLIC_PAGES.privacy,
  terms: PUBLIC_PAGES.terms,
  /** A quote link's page (docs/product/home-flow.md#quote-link). */
  quoteLink: `${QUOTE_LINK_AREA}/:token`,
  admin: '/admin',
  adminLogin: '/admin/login',
  /** Where an invited member sets their password (docs/product/staff-accounts.md#staff-management). */
  adminWelcome: '/admin/welcome',
  /**
   * The Account screen (its row in app/admin-screens.ts reads this): where the global 403
   * `two_factor_required` handler sends an account to enrol (docs/product/staff-accounts.md#two-factor),
   * named here so the providers need not load the admin route table.
   */
  adminAccount: '/admin/account',
} as const;

/** Every back-office screen's path sits under /admin. */
export type AdminScreenPath = `${typeof paths.admin}/${string}`;

/** wouter pattern matching `/admin` and everything below it. */
export const ADMIN_AREA_PATTERN = '/admin/*?';

/** The query parameter that opens a lead's panel on Lead Management (docs/product/lead-management.md#layout). */
export const LEAD_PARAM = 'lead';

/** Lead Management with one lead's panel open: '/admin/leads?lead=…'. */
export function toAdminLeadPath(leadId: string): string {
  return `/admin/leads?${new URLSearchParams({ [LEAD_PARAM]: leadId }).toString()}`;
}

/** The query parameter the sign-in page reads to return staff where they were going. */
export const NEXT_PARAM = 'next';

/** Route matching is case-insensitive and forgives a trailing slash; so do these helpers. */
export function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

export function isAdminAreaPath(pathname: string): boolean {
  const path = normalisePath(pathname);
  return path === paths.admin || path.startsWith(`${paths.admin}/`);
}

export function isSignInPath(pathname: string): boolean {
  return normalisePath(pathname) === paths.adminLogin;
}

/** `/admin/login?next=%2Fadmin%2Fpricing`; without a target, the plain sign-in path. */
export function toAdminLoginPath(next?: string): string {
  if (!next) return paths.adminLogin;
  return `${paths.adminLogin}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`;
}

/**
 * Where to go after signing in. Only a same-site path inside the admin area is trusted,
 * because `next` comes from the URL and could otherwise send staff to another site
 * (an open redirect). Anything else falls back to /admin.
 */
export function toSafeAdminNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return paths.admin;
  }
  const base = 'https://same-site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return paths.admin;
  }
  if (url.origin !== base || !isAdminAreaPath(url.pathname) || isSignInPath(url.pathname)) {
    return paths.admin;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
