/**
 * The signed-in staff member's cache keys, apart from the queries: the app's providers clear the
 * entry on a 401 without every customer page loading the sign-in API
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-screen-javascript).
 */
export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};
