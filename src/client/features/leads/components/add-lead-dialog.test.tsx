import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, renderAt, stubApi } from '#client/testing/render-app';
import { aLeadDetail } from '../testing/lead-fixtures';
import { AddLeadDialog } from './add-lead-dialog';

async function openDialog() {
  const rendered = renderAt('/admin/leads', <AddLeadDialog />);
  await rendered.user.click(screen.getByRole('button', { name: 'Add New Lead' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Lead' });
  await within(dialog).findByLabelText('Customer name *', {}, { timeout: 5_000 });
  return { ...rendered, dialog };
}

describe('Add New Lead', { timeout: 15_000 }, () => {
  it('offers the defaults: within a week, phone quote, new', async () => {
    stubApi({});
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Urgency' })).toHaveTextContent('Within a week');
    expect(within(dialog).getByRole('combobox', { name: 'Quote method' })).toHaveTextContent('Phone Quote');
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('New');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['New', 'Contacted', 'Quoted']);
  });

  it('asks for the missing required fields before sending anything', async () => {
    const fetchMock = stubApi({});
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Customer name *'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));

    expect(await screen.findByText('Missing Required Fields')).toBeVisible();
    expect(screen.getByText('Please fill in customer name, phone, and job description.')).toBeVisible();
    expect(within(dialog).getByLabelText('Phone *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the lead with trimmed details and says so', async () => {
    let sent: Record<string, unknown> = {};
    stubApi({
      'POST /api/admin/leads': ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(aLeadDetail({ customerName: 'Tom Price' }), 201);
      },
    });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Customer name *'), '  Tom Price ');
    await user.type(within(dialog).getByLabelText('Phone *'), ' 07700 900555');
    await user.type(within(dialog).getByLabelText('Job description *'), 'Put up a curtain pole ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));

    expect(await screen.findByText('Lead Created')).toBeVisible();
    expect(screen.getByText('New lead for Tom Price has been added successfully.')).toBeVisible();
    expect(sent).toMatchObject({
      customerName: 'Tom Price',
      phone: '07700 900555',
      jobDescription: 'Put up a curtain pole',
      email: null,
      address: null,
      urgency: 'within_week',
      outcome: 'phone_quote',
      status: 'contacted',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the lead could not be created, and keeps what was typed', async () => {
    stubApi({ 'POST /api/admin/leads': () => problemResponse(500, 'Internal Server Error', 'Something went wrong', 'internal_error') });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Customer name *'), 'Tom Price');
    await user.type(within(dialog).getByLabelText('Phone *'), '07700 900555');
    await user.type(within(dialog).getByLabelText('Job description *'), 'Put up a curtain pole');
    await user.click(within(dialog).getByRole('button', { name: 'Create Lead' }));

    expect(await screen.findByText('Creation Failed')).toBeVisible();
    expect(screen.getByText('Could not create new lead. Please check all fields and try again.')).toBeVisible();
    expect(within(dialog).getByLabelText('Customer name *')).toHaveValue('Tom Price');
  });
});
