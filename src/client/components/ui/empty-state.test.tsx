import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inbox } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is missing and offers a way forward', async () => {
    const onAdd = vi.fn();
    const user = userEvent.setup();
    render(
      <EmptyState
        icon={Inbox}
        title="No contractor rates yet"
        description="Add a rate to start calculating pay."
        action={<Button onClick={onAdd}>Add rate</Button>}
      />,
    );

    expect(screen.getByText('No contractor rates yet')).toBeVisible();
    expect(screen.getByText('Add a rate to start calculating pay.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add rate' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('keeps its icon away from screen readers', () => {
    const { container } = render(<EmptyState icon={Inbox} title="No scenarios" />);

    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
