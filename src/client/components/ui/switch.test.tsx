import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { Switch } from './switch';

function UrgentSwitch({ onChange }: { onChange: (isOn: boolean) => void }) {
  const [isOn, setIsOn] = useState(false);
  function handleCheckedChange(next: boolean) {
    setIsOn(next);
    onChange(next);
  }
  return (
    <FormField label="Offer urgent service" hint="Adds the urgent surcharge" layout="inline">
      <Switch checked={isOn} onCheckedChange={handleCheckedChange} />
    </FormField>
  );
}

function renderSwitch() {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<UrgentSwitch onChange={onChange} />);
  return { user, onChange, control: screen.getByRole('switch', { name: 'Offer urgent service' }) };
}

describe('Switch', () => {
  it('is a switch named by its label and described by its hint, off to begin with', () => {
    const { control } = renderSwitch();

    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Adds the urgent surcharge');
  });

  it('toggles with Space and with Enter from the keyboard', async () => {
    const { user, onChange, control } = renderSwitch();

    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');

    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    const { user, control } = renderSwitch();

    await user.click(screen.getByText('Offer urgent service'));

    expect(control).toBeChecked();
  });

  it('cannot be changed while disabled', async () => {
    const onCheckedChange = vi.fn();
    const user = userEvent.setup();
    render(<Switch aria-label="Dark theme" disabled onCheckedChange={onCheckedChange} />);

    await user.click(screen.getByRole('switch', { name: 'Dark theme' }));

    expect(onCheckedChange).not.toHaveBeenCalled();
    expect(screen.getByRole('switch', { name: 'Dark theme' })).not.toBeChecked();
  });
});
