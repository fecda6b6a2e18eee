import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, preloadPageAt } from './app/router';
import { startLeadOutbox } from './resources/leads/lead-outbox';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Leads an earlier visit could not deliver are sent now (docs/product/leads.md#browser-outbox).
startLeadOutbox();

// The page's own chunks first, so React's first render paints the page (no loading state). Not a
// top-level await: the page's chunks import this entry's, which must have finished running.
// The first render is a transition, so React renders in slices that leave the main thread free
// for the customer's first tap (docs/decisions/0016-performance-budgets-and-caches.md#first-paint);
// the prerendered screen stays painted meanwhile.
void preloadPageAt(window.location.pathname).then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
        </AppProviders>
      </StrictMode>,
    );
  });
});
