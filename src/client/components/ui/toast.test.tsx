import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Toaster } from './toast';
import { toast, useDismissToastsOnStepChange } from './use-toast';

function StepProbe({ step }: { step: string }) {
  useDismissToastsOnStepChange(step);
  return <p>{step}</p>;
}

function renderToaster() {
  const user = userEvent.setup();
  render(<Toaster />);
  return { user, region: screen.getByRole('region', { name: /notifications/i }) };
}

describe('toasts', () => {
  it('shows a title and a description', () => {
    const { region } = renderToaster();

    act(() => {
      toast({ title: 'Quote Updated', description: 'Final quote amount has been saved successfully.' });
    });

    expect(within(region).getByText('Quote Updated')).toBeVisible();
    expect(within(region).getByText('Final quote amount has been saved successfully.')).toBeVisible();
  });

  it('shows only one toast at a time: a new one replaces the old', () => {
    const { region } = renderToaster();

    act(() => {
      toast({ title: 'Lead Deleted' });
      toast({ title: 'Delete Failed', variant: 'destructive' });
    });

    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(within(region).getByText('Delete Failed')).toBeVisible();
    expect(within(region).queryByText('Lead Deleted')).not.toBeInTheDocument();
  });

  it('closes with its dismiss button', async () => {
    const { user, region } = renderToaster();
    act(() => {
      toast({ title: 'Copied to Clipboard', description: 'WhatsApp message ready to paste' });
    });

    await user.click(within(region).getByRole('button', { name: 'Dismiss notification' }));

    expect(within(region).queryByText('Copied to Clipboard')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications with F8', async () => {
    const { user } = renderToaster();
    act(() => {
      toast({ title: 'Lead Created', description: 'New lead for Sam has been added successfully.' });
    });

    await user.keyboard('[F8]');

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes the toast when the flow moves to another step, and keeps it on the same step', async () => {
    const view = render(
      <>
        <Toaster />
        <StepProbe step="customer_details" />
      </>,
    );
    act(() => {
      toast({ title: 'Promo Code Applied!' });
    });
    view.rerender(
      <>
        <Toaster />
        <StepProbe step="customer_details" />
      </>,
    );
    expect(screen.getByText('Promo Code Applied!')).toBeVisible();

    view.rerender(
      <>
        <Toaster />
        <StepProbe step="send_quote" />
      </>,
    );
    await waitFor(() => expect(screen.queryByText('Promo Code Applied!')).toBeNull());
  });
});
