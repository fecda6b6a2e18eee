import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from './sheet';

function RateSheet() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Sheet open={isOpen} onOpenChange={setIsOpen}>
        <SheetTrigger asChild>
          <Button>View rate</Button>
        </SheetTrigger>
        <SheetContent closeLabel="Close rate details">
          <SheetHeader>
            <SheetTitle>Plumbing</SheetTitle>
            <SheetDescription>Rate added on 21 Nov 2026</SheetDescription>
          </SheetHeader>
          <SheetBody>
            <label htmlFor="rate">Hourly rate</label>
            <input id="rate" />
          </SheetBody>
        </SheetContent>
      </Sheet>
      <p>{isOpen ? 'Panel open' : 'Panel closed'}</p>
    </>
  );
}

function renderSheet() {
  const user = userEvent.setup();
  render(<RateSheet />);
  return { user, trigger: screen.getByRole('button', { name: 'View rate' }) };
}

describe('Sheet', () => {
  it('opens as a dialog named by its title and described by its description', async () => {
    const { user, trigger } = renderSheet();

    await user.click(trigger);

    const sheet = screen.getByRole('dialog', { name: 'Plumbing' });
    expect(sheet).toHaveAccessibleDescription('Rate added on 21 Nov 2026');
    expect(within(sheet).getByLabelText('Hourly rate')).toBeVisible();
    expect(screen.getByText('Panel open')).toBeInTheDocument();
  });

  it('keeps focus inside while open', async () => {
    const { user, trigger } = renderSheet();
    await user.click(trigger);
    const sheet = screen.getByRole('dialog', { name: 'Plumbing' });

    for (let press = 0; press < 4; press += 1) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to what opened it', async () => {
    const { user, trigger } = renderSheet();
    await user.click(trigger);

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(screen.getByText('Panel closed')).toBeInTheDocument();
  });

  it('closes with its named close button', async () => {
    const { user, trigger } = renderSheet();
    await user.click(trigger);

    await user.click(screen.getByRole('button', { name: 'Close rate details' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
