import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getConversions, getDroppedOff, getFunnel, getTrends } from '#contracts/analytics.contract';
import { getMe } from '#contracts/auth.contract';
import { currentUrl, renderAt, TEST_STAFF } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { aConversions, aDroppedOffCustomer, aFunnel, aTrendDay } from './testing/analytics-fixtures';

/** The first render loads the lazy admin chunks, which can take longer than findBy's second. */
const FIRST_RENDER = { timeout: 5_000 };

const signedIn = on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } }));

type Calls = { conversions: string[]; funnel: string[]; trends: string[]; droppedOff: string[] };

/** The four analytics reads, answering `conversions` for any range; the URL of each call is kept. */
function stubAnalytics(options: { conversions?: Parameters<typeof aConversions>[0]; failConversions?: boolean } = {}) {
  const calls: Calls = { conversions: [], funnel: [], trends: [], droppedOff: [] };
  const fetchMock = stubEndpoints(
    signedIn,
    on(getConversions, ({ url }) => {
      calls.conversions.push(url.search);
      if (options.failConversions) return new Response('Down', { status: 500 });
      return { status: 200, body: aConversions(options.conversions) };
    }),
    on(getFunnel, ({ url }) => {
      calls.funnel.push(url.search);
      const flow = url.searchParams.get('flow') ?? 'all';
      const home = aFunnel('home', [{ entrances: 8, completions: 7, exits: 1, averageTime: 5.4, dropoffRate: 12.5 }, {}, { entrances: 6, completions: 4, exits: 2, averageTime: 47.8, dropoffRate: 33.3 }]);
      const pricing = aFunnel('pricing', [{ entrances: 3, completions: 2, exits: 1, averageTime: 18, dropoffRate: 33.3 }]);
      const body = flow === 'home' ? home : flow === 'pricing' ? pricing : [...home, ...pricing];
      return { status: 200, body };
    }),
    on(getTrends, ({ url }) => {
      calls.trends.push(url.search);
      return { status: 200, body: { days: [aTrendDay('2026-11-20', { home: { sessions: 2, completed: 1, conversionRate: 50 } }), aTrendDay('2026-11-21')] } };
    }),
    on(getDroppedOff, ({ url }) => {
      calls.droppedOff.push(url.search);
      return { status: 200, body: { customers: [aDroppedOffCustomer()], total: 1 } };
    }),
  );
  return { calls, fetchMock };
}

describe('the conversion analytics screen', { timeout: 15_000 }, () => {
  it('shows the four summary cards once the figures have loaded, each compared with the period before', async () => {
    stubAnalytics({
      conversions: {
        home: { sessions: 8, completed: 2, conversionRate: 25 },
        pricing: { sessions: 4, completed: 2, conversionRate: 50 },
        previousPeriod: { home: { sessions: 6, completed: 3, conversionRate: 50 }, pricing: { sessions: 4, completed: 1, conversionRate: 25 } },
      },
    });
    renderAt('/admin/analytics');

    expect(await screen.findByRole('heading', { level: 1, name: 'Conversion Analytics' }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByText('Compare performance between home page and pricing page flows')).toBeVisible();
    const sessions = await screen.findByRole('group', { name: 'Total Sessions' });
    expect(within(sessions).getByText('12')).toBeVisible();
    expect(within(sessions).getByText('Home: 8 • Pricing: 4')).toBeVisible();
    expect(within(sessions).getByText('+2 (+20.0%) vs the previous 7 days')).toBeVisible();

    const conversions = screen.getByRole('group', { name: 'Total Conversions' });
    expect(within(conversions).getByText('4')).toBeVisible();
    expect(within(conversions).getByText('Home: 2 • Pricing: 2')).toBeVisible();
    expect(within(conversions).getByText('Same as the previous 7 days')).toBeVisible();

    const best = screen.getByRole('group', { name: 'Best Performer' });
    expect(within(best).getByText('Pricing Page')).toBeVisible();
    expect(within(best).getByText('+25.0% better conversion')).toBeVisible();
    expect(within(best).getByText('Previous 7 days: Home Page, +25.0% better conversion')).toBeVisible();

    const overall = screen.getByRole('group', { name: 'Overall Conversion Rate' });
    expect(within(overall).getByText('33.3%')).toBeVisible();
    expect(within(overall).getByRole('progressbar', { name: 'Overall conversion rate' })).toHaveAttribute('aria-valuenow', '33.3');
    expect(within(overall).getByText('-6.7 pts vs the previous 7 days')).toBeVisible();
  });

  it("names the home page the best performer when the rates are equal, and shows no NaN with no sessions", async () => {
    const zero = { sessions: 0, completed: 0, conversionRate: 0 };
    stubAnalytics({ conversions: { home: zero, pricing: zero } });
    renderAt('/admin/analytics');

    const best = await screen.findByRole('group', { name: 'Best Performer' }, FIRST_RENDER);
    expect(within(best).getByText('Home Page')).toBeVisible();
    expect(within(best).getByText('+0.0% better conversion')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Overall Conversion Rate' })).getByText('0.0%')).toBeVisible();
    expect(document.body.textContent).not.toContain('NaN');
  });

  it('compares the two flows on the first tab: badges, stages, rates, sessions and conversions', async () => {
    stubAnalytics();
    renderAt('/admin/analytics');

    const home = (await screen.findByRole('heading', { name: 'Home Page Flow' }, FIRST_RENDER)).closest('.rounded-xl') as HTMLElement;
    expect(within(home).getByText('Original')).toBeVisible();
    expect(within(home).getByText('Customer Type → Job Description → Details → AI Analysis → Quote Selection')).toBeVisible();
    expect(within(home).getByText('25.0%')).toBeVisible();
    expect(within(home).getByText('80')).toBeVisible();
    const pricing = screen.getByRole('heading', { name: 'Pricing Page Flow' }).closest('.rounded-xl') as HTMLElement;
    expect(within(pricing).getByText('Optimized')).toBeVisible();
    expect(within(pricing).getByText('Job Input → Job Confirmation → Lead Capture → Quote Display')).toBeVisible();
    expect(within(pricing).getByText('50.0%')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Conversion Rate Comparison' })).toBeVisible();
  });

  it('refetches every figure when the range changes, and keeps the range in the URL', async () => {
    const { calls } = stubAnalytics();
    const { user } = renderAt('/admin/analytics');
    await screen.findByRole('group', { name: 'Total Sessions' }, FIRST_RENDER);
    expect(screen.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.conversions).toEqual(['?dateRange=last_7_days']);

    await user.click(screen.getByRole('button', { name: 'Last 30 Days' }));

    await waitFor(() => expect(calls.conversions).toContain('?dateRange=last_30_days'));
    await waitFor(() => expect(calls.droppedOff).toContain('?dateRange=last_30_days'));
    expect(currentUrl()).toBe('/admin/analytics?range=last_30_days');
    expect(screen.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refetches on Refresh', async () => {
    const { calls } = stubAnalytics();
    const { user } = renderAt('/admin/analytics');
    await screen.findByRole('group', { name: 'Total Sessions' }, FIRST_RENDER);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(calls.conversions).toHaveLength(2));
    expect(calls.droppedOff.length).toBeGreaterThanOrEqual(2);
  });

  it('shows the funnel rows, and refetches when the flow filter changes', async () => {
    const { calls } = stubAnalytics();
    const { user } = renderAt('/admin/analytics?tab=funnel');

    const funnel = await screen.findByRole('list', { name: 'Conversion funnel stages' }, FIRST_RENDER);
    expect(screen.getByRole('button', { name: 'All Flows' })).toHaveAttribute('aria-pressed', 'true');
    const customerType = within(funnel).getAllByRole('listitem')[0]!;
    expect(within(customerType).getByText('Customer Type')).toBeVisible();
    expect(customerType).toHaveTextContent('8 visitors • 7 completed');
    expect(within(customerType).getByText('87.5%')).toBeVisible();
    expect(within(customerType).getByText('-1 dropoffs')).toBeVisible();
    expect(within(funnel).getAllByRole('listitem')).toHaveLength(9);

    await user.click(screen.getByRole('button', { name: 'Pricing Only' }));

    await waitFor(() => expect(calls.funnel).toContain('?dateRange=last_7_days&flow=pricing'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Conversion funnel stages' })).getAllByRole('listitem')).toHaveLength(4));
    expect(currentUrl()).toBe('/admin/analytics?flow=pricing&tab=funnel');
  });

  it('shows the stage table with its drop-off badges, red above 30 % and green otherwise, and its CSV', async () => {
    stubAnalytics();
    renderAt('/admin/analytics?tab=stages&flow=home');

    const table = await screen.findByRole('table', { name: /average time and drop-off rate/ }, FIRST_RENDER);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Stage', 'Entrances', 'Exits', 'Avg Time', 'Drop-off Rate']);
    const first = within(table).getByRole('rowheader', { name: 'Customer Type' }).closest('tr') as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['8', '1', '5.4s', '12.5%']);
    expect(within(first).getByText('12.5%')).toHaveClass('bg-success');
    const details = within(table).getByRole('rowheader', { name: 'Details' }).closest('tr') as HTMLElement;
    expect(within(details).getByText('33.3%')).toHaveClass('bg-destructive');
    expect(screen.getByRole('link', { name: 'Export stages CSV' })).toHaveAttribute('href', '/api/analytics/funnel.csv?dateRange=last_7_days&flow=home');
  });

  it('shows the trend as a table for screen readers, with its CSV', async () => {
    stubAnalytics();
    renderAt('/admin/analytics?tab=trends&range=last_24_hours');

    const table = await screen.findByRole('table', { name: /per day/ }, FIRST_RENDER);
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows.map((row) => row.textContent)).toEqual(['Fri 20 Nov2150.0%4250.0%', 'Sat 21 Nov5120.0%4250.0%']);
    expect(within(table).getByRole('columnheader', { name: 'Home Page' })).toHaveAttribute('colspan', '3');
    expect(screen.getByRole('link', { name: 'Export trend CSV' })).toHaveAttribute('href', '/api/analytics/trends.csv?dateRange=last_24_hours');
  });

  it('lists the customers to call back, each opening the lead in Lead Management', async () => {
    stubAnalytics();
    renderAt('/admin/analytics');

    const list = await screen.findByRole('table', { name: /did not finish/ }, FIRST_RENDER);
    const row = within(list).getByRole('rowheader', { name: 'Dana Drop' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: '07700 900001' })).toHaveAttribute('href', 'tel:07700900001');
    expect(within(row).getByText('Quote Selection')).toBeVisible();
    expect(within(row).getByText('Draft')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'Open lead for Dana Drop' })).toHaveAttribute('href', '/admin/leads?lead=7d3c8a9e-1f2b-4c5d-8e9f-0a1b2c3d4e5f');
  });

  it('offers Try again when the figures cannot be loaded, and no summary cards', async () => {
    stubAnalytics({ failConversions: true });
    renderAt('/admin/analytics');

    expect(await screen.findByText('The conversion figures could not be loaded.', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Total Sessions' })).toBeNull();
  });

  it('shows no summary cards while the figures load', async () => {
    stubEndpoints(
      signedIn,
      // Headers arrive, the body never does: the request stays in flight.
      on(getConversions, () => new Response(new ReadableStream(), { status: 200 })),
      on(getDroppedOff, () => ({ status: 200, body: { customers: [], total: 0 } })),
    );
    renderAt('/admin/analytics');

    expect(await screen.findByText('Loading the conversion figures…', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Total Sessions' })).toBeNull();
    expect(await screen.findByText('Nobody to call back in this range')).toBeVisible();
  });
});
