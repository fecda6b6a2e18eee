import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUrl, jsonResponse, problemResponse, renderAt, stubApi, TEST_STAFF } from '#client/testing/render-app';
import { aLeadDetail, aLeadList, aLeadSummary } from './testing/lead-fixtures';

const me = () => jsonResponse({ staff: TEST_STAFF });

const LEADS = [
  aLeadSummary({
    id: '11111111-1111-4111-8111-111111111111',
    customerName: 'Quoted Quinn',
    jobDescription: 'Replace the bathroom extractor fan and re-seal the shower tray edges',
    quoteAmount: 24_050,
    recommendedAction: 'video_quote',
    outcome: 'phone_quote',
    status: 'quoted',
    urgency: 'high',
  }),
  aLeadSummary({
    id: '22222222-2222-4222-8222-222222222222',
    customerName: 'Midpoint Mo',
    estimatedPriceLow: 10_000,
    estimatedPriceHigh: 15_000,
    recommendedAction: null,
    outcome: 'quote_method_selected_site_visit',
    status: 'contacted',
    urgency: 'no_rush',
  }),
  aLeadSummary({
    id: '33333333-3333-4333-8333-333333333333',
    customerName: 'Nothing Ned',
    estimatedPriceLow: null,
    estimatedPriceHigh: null,
    outcome: 'whatsapp_video',
    status: 'won',
    urgency: null,
  }),
];
const COUNTS = { all: 3, draft: 0, new: 0, contacted: 1, quoted: 1, won: 1, lost: 0 };

/** The first render loads the lazy admin chunks, which can take longer than findBy's second. */
const FIRST_RENDER = { timeout: 5_000 };

function rowOf(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('the leads table', { timeout: 15_000 }, () => {
  it('shows each lead with its job, quote method, urgency, price shown, estimate and status', async () => {
    stubApi({ 'GET /api/auth/me': me, 'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS, { counts: COUNTS })) });
    renderAt('/admin/leads');

    await screen.findByText('Quoted Quinn', {}, FIRST_RENDER);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Customer', 'Contact', 'Job and Quote Method', 'Pricing', 'Status', 'View', 'Delete']);

    const quoted = within(rowOf('Quoted Quinn'));
    expect(quoted.getByText('Replace the bathroom extractor fan and re-seal the...')).toBeVisible();
    expect(quoted.getByText('Video Quote')).toBeVisible();
    expect(quoted.getByText('£241')).toBeVisible();
    expect(quoted.getByText('£100 - £150')).toBeVisible();
    expect(quoted.getByText('Quoted')).toHaveAttribute('data-colour', 'purple');
    expect(quoted.getByText('High')).toHaveAttribute('data-tone', 'urgent');
    expect(quoted.getByText('21 Nov 2026, 10:05')).toBeVisible();

    const midpoint = within(rowOf('Midpoint Mo'));
    expect(midpoint.getByText('£125')).toBeVisible();
    expect(midpoint.getByText('Quote Method Selected Site Visit')).toBeVisible();
    expect(midpoint.getByText('Contacted')).toHaveAttribute('data-colour', 'yellow');
    expect(midpoint.getByText('Flexible timing')).toBeVisible();

    const nothing = within(rowOf('Nothing Ned'));
    expect(nothing.getByText('£0')).toBeVisible();
    expect(nothing.getByText('No estimate')).toBeVisible();
    expect(nothing.getByText('WhatsApp Video')).toBeVisible();
    expect(nothing.getByText('Won')).toHaveAttribute('data-colour', 'green');
  });

  it('offers All, New, Contacted and Quoted with their counts, and keeps the filter in the URL', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/me': me, 'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS, { counts: COUNTS })) });
    const { user } = renderAt('/admin/leads');
    const group = await screen.findByRole('group', { name: 'Filter by status' }, FIRST_RENDER);
    await waitFor(() => expect(within(group).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(group).getAllByRole('button').map((b) => b.textContent)).toEqual(['All 3', 'New 0', 'Contacted 1', 'Quoted 1']);

    await user.click(within(group).getByRole('button', { name: 'Contacted 1' }));
    expect(currentUrl()).toBe('/admin/leads?status=contacted');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=contacted'))).toBe(true));
  });

  it('says when nothing matches', async () => {
    stubApi({ 'GET /api/auth/me': me, 'GET /api/admin/leads': () => jsonResponse(aLeadList([])) });
    const { user } = renderAt('/admin/leads?search=nobody');
    expect(await screen.findByText('No leads found matching your criteria', {}, FIRST_RENDER)).toBeVisible();
    expect(screen.getByLabelText('Search leads by name, phone or job description')).toHaveValue('nobody');
    // The way out of an empty search (docs/product/lead-management.md#empty-and-error-states).
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(currentUrl()).toBe('/admin/leads'));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('searches after a pause in typing, with the search in the URL', async () => {
    const fetchMock = stubApi({ 'GET /api/auth/me': me, 'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)) });
    const { user } = renderAt('/admin/leads?page=2');
    await user.type(await screen.findByLabelText('Search leads by name, phone or job description', {}, FIRST_RENDER), 'tap');
    await waitFor(() => expect(currentUrl()).toBe('/admin/leads?search=tap'));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('search=tap'))).toBe(true));
    expect(fetchMock.mock.calls.some(([url]) => /search=ta(&|$)/.test(String(url)))).toBe(false);
  });

  it('deletes a lead only after a confirmation that the deletion is permanent', async () => {
    const deleted = vi.fn(() => new Response(null, { status: 204 }));
    stubApi({ 'GET /api/auth/me': me, 'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)), [`DELETE /api/leads/${LEADS[1]!.id}`]: deleted });
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const { user } = renderAt('/admin/leads');

    await user.click(await screen.findByRole('button', { name: 'Delete lead for Midpoint Mo' }, FIRST_RENDER));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/Midpoint Mo.*permanent.*cannot be undone/));
    expect(deleted).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Delete lead for Midpoint Mo' }));
    expect(await screen.findByText('Lead Deleted')).toBeVisible();
    expect(screen.getByText('Lead and all associated data have been permanently removed.')).toBeVisible();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('says when a delete failed', async () => {
    stubApi({
      'GET /api/auth/me': me,
      'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)),
      [`DELETE /api/leads/${LEADS[0]!.id}`]: () => problemResponse(404, 'Not Found', 'The lead was not found.', 'not_found'),
    });
    vi.stubGlobal('confirm', () => true);
    const { user } = renderAt('/admin/leads');
    await user.click(await screen.findByRole('button', { name: 'Delete lead for Quoted Quinn' }, FIRST_RENDER));
    expect(await screen.findByText('Delete Failed')).toBeVisible();
    expect(screen.getByText('Could not delete the lead. Please try again.')).toBeVisible();
  });

  it('opens a lead in the side panel, with the lead in the URL', async () => {
    stubApi({
      'GET /api/auth/me': me,
      'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)),
      [`GET /api/admin/leads/${LEADS[0]!.id}`]: () => jsonResponse(aLeadDetail({ id: LEADS[0]!.id, customerName: 'Quoted Quinn', pricingVersion: 4 })),
    });
    const { user } = renderAt('/admin/leads');
    await user.click(await screen.findByRole('button', { name: 'View lead for Quoted Quinn' }, FIRST_RENDER));
    const panel = await screen.findByRole('dialog', { name: 'Quoted Quinn' }, FIRST_RENDER);
    expect(currentUrl()).toBe(`/admin/leads?lead=${LEADS[0]!.id}`);
    for (const section of ['Customer information', 'Job details', 'AI selected quote method', 'What the customer chose', 'Pricing breakdown', 'AI analysis JSON', 'AI recommendation JSON', 'Status and timeline']) {
      expect(within(panel).getByRole('heading', { name: section })).toBeVisible();
    }
    expect(within(panel).getByText('A short video shows the tap fittings.')).toBeVisible();
    expect(within(panel).getByText('£85.00')).toBeVisible();
    expect(within(panel).getByText(LEADS[0]!.id)).toBeVisible();
    expect(within(panel).getByText('Version 4')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUrl()).toBe('/admin/leads');
  });

  it("shows staff the analysis flags in the panel: out of scope, a referral and why", async () => {
    const detail = aLeadDetail({ id: LEADS[0]!.id, customerName: 'Quoted Quinn' });
    stubApi({
      'GET /api/auth/me': me,
      'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)),
      [`GET /api/admin/leads/${LEADS[0]!.id}`]: () =>
        jsonResponse({
          ...detail,
          analyzedJobData: {
            ...detail.analyzedJobData!,
            flags: [
              { code: 'out_of_scope', message: 'Dog walking is not handyman work.' },
              { code: 'asbestos_surveyor_required', message: 'Possible asbestos must be tested first.' },
            ],
          },
        }),
    });
    const { user } = renderAt('/admin/leads');
    await user.click(await screen.findByRole('button', { name: 'View lead for Quoted Quinn' }, FIRST_RENDER));
    const panel = await screen.findByRole('dialog', { name: 'Quoted Quinn' }, FIRST_RENDER);
    const flags = within(panel).getByRole('list', { name: 'Analysis flags' });
    expect(within(flags).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Out of scope: Dog walking is not handyman work.',
      'Referral: asbestos surveyor: Possible asbestos must be tested first.',
    ]);
  });

  it('says when the leads could not be loaded, and loads them on Try again', async () => {
    let isDown = true;
    stubApi({
      'GET /api/auth/me': me,
      'GET /api/admin/leads': () =>
        isDown ? problemResponse(503, 'Service Unavailable', 'Try later', 'service_unavailable') : jsonResponse(aLeadList(LEADS)),
    });
    const { user } = renderAt('/admin/leads');

    const alert = await screen.findByRole('alert', {}, FIRST_RENDER);
    expect(alert).toHaveTextContent('The leads could not be loaded.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Quoted Quinn')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says in the panel when a lead could not be loaded, and loads it on Try again', async () => {
    let isDown = true;
    stubApi({
      'GET /api/auth/me': me,
      'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)),
      [`GET /api/admin/leads/${LEADS[0]!.id}`]: () =>
        isDown
          ? problemResponse(404, 'Not Found', 'The lead was not found.', 'not_found')
          : jsonResponse(aLeadDetail({ id: LEADS[0]!.id, customerName: 'Quoted Quinn' })),
    });
    const { user } = renderAt(`/admin/leads?lead=${LEADS[0]!.id}`);

    const panel = await screen.findByRole('dialog', { name: 'Lead details' }, FIRST_RENDER);
    await waitFor(() => expect(panel).toHaveAccessibleDescription('This lead could not be loaded. It may have been deleted.'), FIRST_RENDER);
    expect(within(panel).getByRole('alert')).toHaveTextContent('This lead could not be loaded. It may have been deleted.');
    isDown = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('dialog', { name: 'Quoted Quinn' })).toBeVisible();
  });

  it("offers Call, WhatsApp and 'Mark contacted' in the panel's header", async () => {
    const statusBodies: unknown[] = [];
    stubApi({
      'GET /api/auth/me': me,
      'GET /api/admin/leads': () => jsonResponse(aLeadList(LEADS)),
      [`GET /api/admin/leads/${LEADS[0]!.id}`]: () => jsonResponse(aLeadDetail({ id: LEADS[0]!.id, customerName: 'Quoted Quinn', phone: '07700 900123', status: 'new' })),
      [`POST /api/admin/leads/${LEADS[0]!.id}/status`]: ({ init }) => {
        statusBodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(aLeadDetail({ id: LEADS[0]!.id, customerName: 'Quoted Quinn', status: 'contacted' }));
      },
    });
    const { user } = renderAt(`/admin/leads?lead=${LEADS[0]!.id}`);

    const panel = await screen.findByRole('dialog', { name: 'Quoted Quinn' }, FIRST_RENDER);
    expect(within(panel).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:07700900123');
    expect(within(panel).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/447700900123\?text=/);
    await user.click(within(panel).getByRole('button', { name: 'Mark contacted' }));
    await waitFor(() => expect(statusBodies).toEqual([{ status: 'contacted' }]));
  });
});
