import { QueryClientProvider } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

/**
 * The customer pages' first screen as HTML, rendered at build time
 * (docs/decisions/0016-performance-budgets-and-caches.md#first-paint): the server puts it in
 * #root, so a phone paints the page before the JavaScript has arrived; React's first render
 * then replaces it with the same screen. Run by the build (vite.config.ts); prints
 * `{ "<path>": "<html>" }` as one JSON line.
 */
export async function prerenderPage(path: string): Promise<string> {
  const queryClient = createQueryClient({ onUnauthorised: () => undefined, onTwoFactorRequired: () => undefined });
  // One piece: no boundary outlined behind an inline script (the CSP allows no inline script).
  const { prelude } = await prerender(
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={path}>
        <AppRouter />
      </Router>
    </QueryClientProvider>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

const pages = ['/', '/pricing'];
const rendered = Object.fromEntries(await Promise.all(pages.map(async (page) => [page, await prerenderPage(page)] as const)));
console.log(JSON.stringify(rendered));
