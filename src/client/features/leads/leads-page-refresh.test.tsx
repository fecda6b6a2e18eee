import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAt, stubApi, TEST_STAFF } from '#client/testing/render-app';
import { LEADS_REFRESH_INTERVAL_MS } from '#client/resources/leads/leads-api';
import { aLeadDetail, aLeadList, aLeadSummary } from './testing/lead-fixtures';

const ARRIVAL = aLeadSummary({ id: '99999999-9999-4999-8999-999999999999', customerName: 'New Arrival' });

/** The list as the server answers it: a new lead arrives after the first load. */
function stubGrowingList() {
  const calls: string[] = [];
  stubApi({
    'GET /api/auth/me': () => jsonResponse({ staff: TEST_STAFF }),
    'GET /api/admin/leads': ({ url }) => {
      calls.push(url);
      return jsonResponse(aLeadList(calls.length > 1 ? [ARRIVAL, aLeadSummary()] : [aLeadSummary()]));
    },
    [`GET /api/admin/leads/${aLeadSummary().id}`]: () => jsonResponse(aLeadDetail()),
  });
  return calls;
}

async function passRefreshInterval() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(LEADS_REFRESH_INTERVAL_MS + 100);
  });
}

describe('the 30-second refresh', { timeout: 20_000 }, () => {
  it('keeps the open panel and what is being written in it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubGrowingList();
    const { user } = renderAt(`/admin/leads?lead=${aLeadSummary().id}`);
    await screen.findByRole('dialog', { name: 'Sarah Jones' }, { timeout: 5_000 });
    await user.type(screen.getByLabelText('Add a note'), 'Half a tho');

    await passRefreshInterval();

    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByText('New Arrival', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Sarah Jones' })).toBeVisible();
    expect(screen.getByLabelText('Add a note')).toHaveValue('Half a tho');
    expect(screen.getByLabelText('Add a note')).toHaveFocus();
  });

  it('keeps a half-typed search and its focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubGrowingList();
    const { user } = renderAt('/admin/leads');
    const search = await screen.findByLabelText('Search leads by name, phone or job description', {}, { timeout: 5_000 });
    await screen.findByText('Sarah Jones', {}, { timeout: 5_000 });
    await user.type(search, 'kitch');

    await passRefreshInterval();

    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(search).toHaveValue('kitch');
    expect(search).toHaveFocus();
  });
});
