import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aLeadSummary } from '../testing/lead-fixtures';
import { LeadCards } from './lead-cards';

const NOW = new Date('2026-11-24T14:00:00.000Z');

describe('the leads cards', () => {
  it('shows the name, age, route, price and status, and the whole card opens the lead', async () => {
    const lead = aLeadSummary({ customerName: 'Jo Bloggs', createdAt: '2026-11-24T13:48:00.000Z', status: 'new' });
    const onView = vi.fn();
    render(<LeadCards leads={[lead]} isLoading={false} onView={onView} now={NOW} />);

    const card = screen.getByRole('button', { name: /^Jo Bloggs/ });
    expect(within(card).getByText('12 min ago')).toBeVisible();
    expect(within(card).getByText(/^Route:/, { selector: 'span.sr-only' }).parentElement?.textContent).toMatch(/Route: \S/);
    expect(card.textContent).toMatch(/£/);
    await userEvent.click(card);
    expect(onView).toHaveBeenCalledWith(lead);
  });

  it('says what the customer chose beside the AI quote method', () => {
    render(
      <LeadCards
        leads={[
          aLeadSummary({ id: '1b9d9a3e-5c1e-4a53-8f55-7c1d3b9a6e21', customerName: 'Video Vic', outcome: 'video_assessment_requested', status: 'new' }),
          aLeadSummary({ id: '2b9d9a3e-5c1e-4a53-8f55-7c1d3b9a6e21', customerName: 'Draft Dee', outcome: 'job_details_confirmed', status: 'draft' }),
        ]}
        isLoading={false}
        onView={vi.fn()}
        now={NOW}
      />,
    );
    expect(within(screen.getByRole('button', { name: /^Video Vic/ })).getByText('Customer chose: Video quote requested')).toBeVisible();
    expect(within(screen.getByRole('button', { name: /^Draft Dee/ })).getByText('Customer chose: Left details, did not choose')).toBeVisible();
  });

  it('marks a lead whose phone another lead shares', () => {
    render(<LeadCards leads={[aLeadSummary({ customerName: 'Jo Bloggs', possibleDuplicate: true })]} isLoading={false} onView={vi.fn()} now={NOW} />);
    expect(within(screen.getByRole('button', { name: /^Jo Bloggs/ })).getByText('Possible duplicate')).toBeVisible();
  });

  it('says when no lead matches', () => {
    render(<LeadCards leads={[]} isLoading={false} onView={vi.fn()} now={NOW} />);
    expect(screen.getByText('No leads found matching your criteria')).toBeVisible();
  });
});
