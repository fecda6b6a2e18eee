import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMe } from '#contracts/auth.contract';
import { type CustomerData, eraseCustomerData, getCustomerData } from '#contracts/customer-data.contract';
import { problemResponse, renderAt, TEST_STAFF, TEST_STAFF_MEMBER } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';

const HELD: CustomerData = {
  searchedBy: { phone: '07700 900123' },
  exportedAt: '2026-11-24T10:00:00.000Z',
  leads: [
    {
      id: '5b5b5b5b-0000-4000-8000-000000000001',
      customerName: 'Harriet Example',
      phone: '07700 900123',
      email: 'harriet@example.com',
      address: '12 High Street',
      city: null,
      postcode: null,
      propertyType: null,
      customerType: 'residential',
      jobDescription: 'Fix the gate',
      urgency: 'medium',
      outcome: null,
      status: 'quoted',
      source: 'customer_form',
      notes: 'Evenings',
      quoteAmountPence: null,
      estimatedPriceLowPence: null,
      estimatedPriceHighPence: null,
      analysedJobData: null,
      followUpQuestions: null,
      questionAnswers: null,
      finalRecommendation: null,
      userAgent: null,
      referrer: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-20T10:00:00.000Z',
      events: [{ kind: 'note', fromStatus: null, toStatus: null, note: 'Rang', quoteAmountPence: null, staffEmail: null, createdAt: '2026-11-21T10:00:00.000Z' }],
    },
  ],
  webhookDeliveries: [{ id: 'd1', leadId: '5b5b5b5b-0000-4000-8000-000000000001', eventType: 'lead.created', status: 'delivered', payload: {}, createdAt: '2026-11-20T10:00:00.000Z' }],
  interactionEvents: [],
};

describe('the Customer data screen', { timeout: 15_000 }, () => {
  it('finds a customer by phone, shows what is held, and erases it only once ERASE is typed', async () => {
    const searches: string[] = [];
    const erased: unknown[] = [];
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
      on(getCustomerData, ({ url }) => {
        searches.push(url.search);
        return { status: 200, body: HELD };
      }),
      on(eraseCustomerData, ({ body }) => {
        erased.push(body);
        return { status: 200, body: { erased: { leads: 1, leadEvents: 1, webhookDeliveries: 1, interactionEvents: 0, sessions: 0 }, reference: 'r1' } };
      }),
    );
    const { user } = renderAt('/admin/customer-data');
    await user.type(await screen.findByLabelText('Phone number or email', {}, { timeout: 5_000 }), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    const summary = await screen.findByRole('region', { name: 'What is held' });
    expect(within(summary).getByText('Harriet Example')).toBeVisible();
    expect(within(summary).getByRole('group', { name: 'Notes and timeline entries' })).toHaveTextContent('2');
    expect(searches).toEqual(['?phone=07700+900123']);
    expect(within(summary).getByRole('button', { name: 'Download JSON' })).toBeEnabled();

    await user.click(within(summary).getByRole('button', { name: 'Erase customer data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this customer’s data?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERASE');
    await user.click(confirm);
    expect(await screen.findByText('1 leads, 1 webhook deliveries and 0 interaction events erased.')).toBeVisible();
    expect(erased).toEqual([{ phone: '07700 900123', confirm: true }]);
    expect(screen.queryByRole('region', { name: 'What is held' })).toBeNull();
  });

  it('says when nothing is held, and shows the server’s reason for bad input', async () => {
    stubEndpoints(
      on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF } })),
      on(getCustomerData, ({ url }) =>
        url.searchParams.get('email') ? { status: 200, body: { ...HELD, leads: [], webhookDeliveries: [] } } : problemResponse(400, 'Bad Request', 'Give the customer’s phone number or email.', 'validation_failed'),
      ),
    );
    const { user } = renderAt('/admin/customer-data');
    const box = await screen.findByLabelText('Phone number or email', {}, { timeout: 5_000 });
    await user.type(box, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByText('Nothing held')).toBeVisible();
    await user.clear(box);
    await user.type(box, '12');
    await user.click(screen.getByRole('button', { name: 'Find customer' }));
    expect(await screen.findByText('Give the customer’s phone number or email.')).toBeVisible();
  });

  it('is not in a staff member’s sidebar', async () => {
    stubEndpoints(on(getMe, () => ({ status: 200, body: { staff: TEST_STAFF_MEMBER } })));
    renderAt('/admin/customer-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Only the owner can open this screen' }, { timeout: 5_000 })).toBeVisible();
    const nav = screen.getAllByRole('navigation', { name: 'Admin' })[0]!;
    expect(within(nav).queryByRole('link', { name: 'Customer data' })).toBeNull();
  });
});
