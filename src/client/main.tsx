import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { startLeadOutbox } from './resources/leads/lead-outbox';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Leads an earlier visit could not deliver are sent now (docs/product/leads.md#browser-outbox).
startLeadOutbox();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
