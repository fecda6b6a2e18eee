import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, problemResponse, renderAt, stubApi } from '#client/testing/render-app';
import { aLeadDetail, aLeadSummary } from '../testing/lead-fixtures';
import { QuoteEditor } from './quote-editor';

const PUT_QUOTE = `PUT /api/admin/leads/${aLeadSummary().id}/quote`;

describe('the inline quote edit', () => {
  it('shows the final quote, or the estimate midpoint, in whole pounds', () => {
    stubApi({});
    renderAt('/admin/leads', <QuoteEditor lead={aLeadSummary({ quoteAmount: null })} />);
    expect(screen.getByText('£125')).toBeVisible();
  });

  it('opens pre-filled with the current amount to two decimals, step 0.01', async () => {
    stubApi({});
    const { user } = renderAt('/admin/leads', <QuoteEditor lead={aLeadSummary({ quoteAmount: 12_550 })} />);
    await user.click(screen.getByRole('button', { name: 'Edit final quote for Sarah Jones' }));
    const input = screen.getByLabelText('Final quote in pounds for Sarah Jones');
    expect(input).toHaveValue(125.5);
    expect(input).toHaveDisplayValue('125.50');
    expect(input).toHaveAttribute('step', '0.01');
    expect(input).toHaveFocus();
  });

  it('saves the amount in pence with the check and says so', async () => {
    let sent: unknown;
    stubApi({
      [PUT_QUOTE]: ({ init }) => {
        sent = JSON.parse(String(init?.body));
        return jsonResponse(aLeadDetail({ quoteAmount: 13_099 }));
      },
    });
    const { user } = renderAt('/admin/leads', <QuoteEditor lead={aLeadSummary()} />);
    await user.click(screen.getByRole('button', { name: 'Edit final quote for Sarah Jones' }));
    const input = screen.getByLabelText('Final quote in pounds for Sarah Jones');
    await user.clear(input);
    await user.type(input, '130.99');
    await user.click(screen.getByRole('button', { name: 'Save final quote' }));

    expect(await screen.findByText('Quote Updated')).toBeVisible();
    expect(screen.getByText('Final quote amount has been saved successfully.')).toBeVisible();
    expect(sent).toEqual({ quoteAmount: 13_099 });
    expect(screen.queryByLabelText('Final quote in pounds for Sarah Jones')).not.toBeInTheDocument();
  });

  it('cancels with the cross without sending anything', async () => {
    const fetchMock = stubApi({});
    const { user } = renderAt('/admin/leads', <QuoteEditor lead={aLeadSummary()} />);
    await user.click(screen.getByRole('button', { name: 'Edit final quote for Sarah Jones' }));
    await user.click(screen.getByRole('button', { name: 'Cancel editing the final quote' }));
    expect(screen.queryByLabelText('Final quote in pounds for Sarah Jones')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an amount it cannot save, and keeps the editor open', async () => {
    const fetchMock = stubApi({});
    const { user } = renderAt('/admin/leads', <QuoteEditor lead={aLeadSummary()} />);
    await user.click(screen.getByRole('button', { name: 'Edit final quote for Sarah Jones' }));
    await user.clear(screen.getByLabelText('Final quote in pounds for Sarah Jones'));
    await user.click(screen.getByRole('button', { name: 'Save final quote' }));
    expect(screen.getByLabelText('Final quote in pounds for Sarah Jones')).toHaveAccessibleDescription('Enter the quote in pounds');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says when the save failed', async () => {
    stubApi({ [PUT_QUOTE]: () => problemResponse(500, 'Internal Server Error', 'Something went wrong', 'internal_error') });
    const { user } = renderAt('/admin/leads', <QuoteEditor lead={aLeadSummary()} />);
    await user.click(screen.getByRole('button', { name: 'Edit final quote for Sarah Jones' }));
    await user.click(screen.getByRole('button', { name: 'Save final quote' }));
    await waitFor(() => expect(screen.getByText('Update Failed')).toBeVisible());
    expect(screen.getByText('Could not update quote amount. Please try again.')).toBeVisible();
  });
});
