import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from './form-field';
import { Slider } from './slider';

function renderWeightSlider(defaultValue = 30) {
  const onValueChange = vi.fn();
  const onValueCommit = vi.fn();
  const user = userEvent.setup();
  render(
    <FormField label="Urgency weight" hint="How much urgency counts">
      <Slider
        defaultValue={defaultValue}
        min={0}
        max={100}
        step={5}
        formatValue={(value) => `${value}%`}
        onValueChange={onValueChange}
        onValueCommit={onValueCommit}
      />
    </FormField>,
  );
  return { user, onValueChange, onValueCommit, thumb: screen.getByRole('slider', { name: 'Urgency weight' }) };
}

describe('Slider', () => {
  it('has its label as its name, its hint as its description, and shows its value', () => {
    const { thumb } = renderWeightSlider();

    expect(thumb).toHaveAccessibleDescription('How much urgency counts');
    expect(thumb).toHaveAttribute('aria-valuenow', '30');
    expect(thumb).toHaveAttribute('aria-valuetext', '30%');
    expect(thumb).toHaveAttribute('aria-valuemin', '0');
    expect(thumb).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('30%')).toBeVisible();
  });

  it('moves one step with the arrow keys and shows the new value', async () => {
    const { user, thumb, onValueChange, onValueCommit } = renderWeightSlider();

    await user.tab();
    expect(thumb).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');

    expect(thumb).toHaveAttribute('aria-valuenow', '35');
    expect(thumb).toHaveAttribute('aria-valuetext', '35%');
    expect(screen.getByText('35%')).toBeVisible();
    expect(onValueChange.mock.calls).toEqual([[35], [40], [35]]);
    expect(onValueCommit).toHaveBeenLastCalledWith(35);
  });

  it('jumps to the ends with Home and End, and never past them', async () => {
    const { user, thumb } = renderWeightSlider(95);
    thumb.focus();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard('{End}');
    expect(thumb).toHaveAttribute('aria-valuenow', '100');
  });

  it('follows the value it is given when controlled', () => {
    const { rerender } = render(<Slider aria-label="Markup" value={10} />);
    expect(screen.getByRole('slider', { name: 'Markup' })).toHaveAttribute('aria-valuenow', '10');

    rerender(<Slider aria-label="Markup" value={25} />);

    expect(screen.getByRole('slider', { name: 'Markup' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25')).toBeVisible();
  });
});
