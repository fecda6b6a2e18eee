import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createContractorRate, listContractorPayLeads, listContractorRates, updateContractorRate } from '#contracts/contractor-rates.contract';
import { renderAt } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { ContractorPayPage } from './contractor-pay-page';
import { aContractorRate, aPayableLead } from './testing/contractor-pay-fixtures';

const DAVE = aContractorRate();
const AMY = aContractorRate({ id: '0b0b0b0b-0000-4000-8000-000000000002', name: 'Amy Apprentice', hourlyRate: 1500, skillLevel: 'apprentice', description: null, isActive: false });

function render() {
  return renderAt('/admin/contractor-pay', <ContractorPayPage />);
}

async function choose(user: ReturnType<typeof render>['user'], combobox: string, option: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('contractor rates', { timeout: 15_000 }, () => {
  it('lists each rate with its state, and deactivates one', async () => {
    let rates = [DAVE, AMY];
    const patched: unknown[] = [];
    stubEndpoints(
      on(listContractorPayLeads, () => ({ status: 200, body: [] })),
      on(listContractorRates, () => ({ status: 200, body: rates })),
      on(updateContractorRate, ({ params, body }) => {
        patched.push({ id: params.id, ...body });
        rates = rates.map((rate) => (rate.id === params.id ? { ...rate, isActive: body.isActive } : rate));
        return { status: 200, body: rates.find((rate) => rate.id === params.id)! };
      }),
    );
    const { user } = render();
    const table = await screen.findByRole('table', { name: /Contractor rates/ });
    const dave = (await within(table).findByText('Dave Jones')).closest('tr')!;
    expect(within(dave).getByText('£22.50')).toBeVisible();
    expect(within(dave).getByText('Experienced: Plumbing and tiling')).toBeVisible();
    expect(within(dave).getByText('Active')).toBeVisible();
    const amy = within(table).getByText('Amy Apprentice').closest('tr')!;
    expect(within(amy).getByText('Inactive')).toBeVisible();
    expect(within(amy).getByRole('button', { name: 'Activate Amy Apprentice' })).toBeVisible();

    await user.click(within(dave).getByRole('button', { name: 'Deactivate Dave Jones' }));
    expect(await screen.findByText('Contractor rate updated successfully')).toBeVisible();
    expect(patched).toEqual([{ id: DAVE.id, isActive: false }]);
    await waitFor(() => expect(within(dave).getByText('Inactive')).toBeVisible());
  });

  it('says so when a rate could not be updated, and leaves it as it was', async () => {
    stubEndpoints(
      on(listContractorPayLeads, () => ({ status: 200, body: [] })),
      on(listContractorRates, () => ({ status: 200, body: [DAVE] })),
      on(updateContractorRate, () => new Response('down', { status: 503 })),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Dave Jones' }));
    expect(await screen.findByText('Failed to update contractor rate')).toBeVisible();
    expect(screen.getByText('Active')).toBeVisible();
  });

  it('asks for a name and a rate above 0 before sending anything', async () => {
    const fetchMock = stubEndpoints(
      on(listContractorPayLeads, () => ({ status: 200, body: [] })),
      on(listContractorRates, () => ({ status: 200, body: [] })),
    );
    const { user } = render();
    expect(await screen.findByText('No contractor rates yet')).toBeVisible();
    await user.type(screen.getByLabelText('Hourly rate (£) *'), '0');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    expect(await screen.findByText('Enter a name')).toBeVisible();
    expect(screen.getByText('The hourly rate must be above 0')).toBeVisible();
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('adds a rate in pence, experienced by default, and says so', async () => {
    let sent: unknown;
    stubEndpoints(
      on(listContractorPayLeads, () => ({ status: 200, body: [] })),
      on(listContractorRates, () => ({ status: 200, body: [] })),
      on(createContractorRate, ({ body }) => {
        sent = body;
        return { status: 201, body: aContractorRate({ name: body.name, hourlyRate: body.hourlyRate }) };
      }),
    );
    const { user } = render();
    await user.type(await screen.findByLabelText('Name *'), '  Dave Jones ');
    await user.type(screen.getByLabelText('Hourly rate (£) *'), '22.5');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    expect(await screen.findByText('Contractor rate added successfully')).toBeVisible();
    expect(sent).toEqual({ name: 'Dave Jones', hourlyRate: 2250, description: null, skillLevel: 'experienced', isActive: true });
    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue(''));
  });

  it('says so when the rate could not be added, keeping what was typed', async () => {
    stubEndpoints(
      on(listContractorPayLeads, () => ({ status: 200, body: [] })),
      on(listContractorRates, () => ({ status: 200, body: [] })),
      on(createContractorRate, () => new Response('down', { status: 500 })),
    );
    const { user } = render();
    await user.type(await screen.findByLabelText('Name *'), 'Dave Jones');
    await user.type(screen.getByLabelText('Hourly rate (£) *'), '20');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    expect(await screen.findByText('Failed to add contractor rate')).toBeVisible();
    expect(screen.getByLabelText('Name *')).toHaveValue('Dave Jones');
  });
});

describe('the calculation', { timeout: 15_000 }, () => {
  function stubCalculator(leads = [aPayableLead()], rates = [DAVE, AMY]) {
    return stubEndpoints(
      on(listContractorPayLeads, () => ({ status: 200, body: leads })),
      on(listContractorRates, () => ({ status: 200, body: rates })),
    );
  }

  it('offers only active rates, and works out hours, pay and margin from the estimate', async () => {
    stubCalculator();
    const { user } = render();
    await user.click(await screen.findByRole('combobox', { name: 'Contractor' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Dave Jones, £22.50 an hour (Experienced)']);
    await user.keyboard('{Escape}');
    await choose(user, 'Lead', /Sarah Jones, £200/);
    await choose(user, 'Contractor', /Dave Jones/);

    const result = screen.getByRole('region', { name: "Pay for Sarah Jones's job" });
    expect(within(result).getByText('4 hours')).toBeVisible();
    expect(within(result).getByText("from the job's estimate")).toBeVisible();
    expect(within(result).getByText('£90.00')).toBeVisible();
    expect(within(result).getByText('£110.00')).toBeVisible();
    expect(within(result).getByText('55.0%')).toHaveAttribute('data-margin-band', 'green');
    expect(within(result).getByText('Healthy margin')).toBeVisible();
  });

  it.each([
    ['6', '£135.00', '32.5%', 'green', 'Healthy margin'],
    ['7.5', '£168.75', '15.6%', 'yellow', 'Thin margin'],
    ['8', '£180.00', '10.0%', 'red', 'Poor margin'],
  ])('with %s custom hours pays %s and colours a %s margin %s', async (hours, pay, percent, band, words) => {
    stubCalculator();
    const { user } = render();
    await choose(user, 'Lead', /Sarah Jones/);
    await choose(user, 'Contractor', /Dave Jones/);
    await user.type(screen.getByLabelText('Custom hours'), hours);
    const result = screen.getByRole('region', { name: "Pay for Sarah Jones's job" });
    expect(within(result).getByText('from custom hours')).toBeVisible();
    expect(within(result).getByText(pay)).toBeVisible();
    expect(within(result).getByText(percent)).toHaveAttribute('data-margin-band', band);
    expect(within(result).getByText(words)).toBeVisible();
  });

  it('refuses custom hours off the half-hour steps and uses the estimate meanwhile', async () => {
    stubCalculator();
    const { user } = render();
    await choose(user, 'Lead', /Sarah Jones/);
    await choose(user, 'Contractor', /Dave Jones/);
    await user.type(screen.getByLabelText('Custom hours'), '1.3');
    expect(screen.getByText('Enter hours above 0 in steps of 0.5')).toBeVisible();
    expect(screen.getByText("from the job's estimate")).toBeVisible();
  });

  it('copies a WhatsApp message with the job, area, hours and pay but no phone or email', async () => {
    stubCalculator();
    const { user } = render();
    await choose(user, 'Lead', /Sarah Jones/);
    await choose(user, 'Contractor', /Dave Jones/);
    await user.type(screen.getByLabelText('Custom hours'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Copy WhatsApp Message' }));
    expect(await screen.findByText('Copied to Clipboard')).toBeVisible();
    expect(screen.getByText('WhatsApp message ready to paste')).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(
      [
        'Hi Dave,',
        '',
        'New job available:',
        'Job: Replace the kitchen mixer tap',
        'Area: SW4',
        'Estimated time: 2.5 hours',
        'Pay: £56.25 (2.5 hours at £22.50 an hour)',
        '',
        "Can you take it? Reply YES and we'll send you Sarah's details.",
      ].join('\n'),
    );
    expect(screen.getByLabelText('WhatsApp message')).toHaveValue(copied);
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    stubCalculator();
    const { user } = render();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await choose(user, 'Lead', /Sarah Jones/);
    await choose(user, 'Contractor', /Dave Jones/);
    await user.click(screen.getByRole('button', { name: 'Copy WhatsApp Message' }));
    expect(await screen.findByText('Copy Failed')).toBeVisible();
    expect(screen.getByText('Please copy the text manually')).toBeVisible();
  });

  it('says when there is no quoted lead yet', async () => {
    stubCalculator([]);
    render();
    expect(await screen.findByText('No quoted leads yet')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Lead' })).not.toBeInTheDocument();
  });

  it('offers Try again when the leads cannot be loaded', async () => {
    stubEndpoints(
      on(listContractorPayLeads, () => new Response('down', { status: 503 })),
      on(listContractorRates, () => ({ status: 200, body: [DAVE] })),
    );
    render();
    expect(await screen.findByText('The leads or the contractor rates could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
