import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { Select, type SelectOption } from './select';

type Urgency = 'urgent' | 'this_week' | 'no_rush';

const URGENCIES: readonly SelectOption<Urgency>[] = [
  { value: 'urgent', label: 'Urgent' },
  { value: 'this_week', label: 'This week' },
  { value: 'no_rush', label: 'No rush', disabled: true },
];

function UrgencyField({ onChange }: { onChange: (value: Urgency) => void }) {
  const [urgency, setUrgency] = useState<Urgency>('this_week');
  function handleValueChange(next: Urgency) {
    setUrgency(next);
    onChange(next);
  }
  return (
    <FormField label="Urgency" hint="How soon the customer needs it">
      <Select options={URGENCIES} value={urgency} onValueChange={handleValueChange} />
    </FormField>
  );
}

function renderUrgency() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<UrgencyField onChange={onChange} />);
  return { user, onChange, select: screen.getByRole('combobox', { name: 'Urgency' }) };
}

describe('Select', () => {
  it('is a combobox named by its label, showing the chosen option', () => {
    const { select } = renderUrgency();

    expect(select).toHaveTextContent('This week');
    expect(select).toHaveAccessibleDescription('How soon the customer needs it');
    expect(select).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists its options when clicked and takes the one chosen', async () => {
    const { user, onChange, select } = renderUrgency();

    await user.click(select);
    const listbox = screen.getByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Urgent', 'This week', 'No rush']);
    expect(screen.getByRole('option', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Urgent' }));

    expect(onChange).toHaveBeenCalledWith('urgent');
    expect(listbox).not.toBeInTheDocument();
    expect(select).toHaveTextContent('Urgent');
  });

  it('works from the keyboard: open, move, choose, and focus goes back to the button', async () => {
    const { user, onChange, select } = renderUrgency();
    select.focus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{ArrowUp}{Enter}');

    expect(onChange).toHaveBeenCalledWith('urgent');
    expect(select).toHaveTextContent('Urgent');
    expect(select).toHaveFocus();
  });

  it('closes on Escape without changing the value', async () => {
    const { user, onChange, select } = renderUrgency();
    select.focus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeVisible();
    await user.keyboard('{ArrowUp}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveTextContent('This week');
  });

  it('does not offer a disabled option', async () => {
    const { user, onChange, select } = renderUrgency();

    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'No rush' }));

    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the placeholder until something is chosen', () => {
    render(<Select aria-label="Quote method" placeholder="Choose a method" options={URGENCIES} />);

    expect(screen.getByRole('combobox', { name: 'Quote method' })).toHaveTextContent('Choose a method');
  });
});
