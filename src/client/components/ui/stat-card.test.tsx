import { render, screen, within } from '@testing-library/react';
import { Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './stat-card';

describe('StatCard', () => {
  it('groups the value and its breakdown under the label', () => {
    render(
      <>
        <StatCard label="Total Sessions" value="1,234" description="Home 800 · Pricing 434" icon={Users} />
        <StatCard label="Total Conversions" value="56" />
      </>,
    );

    const sessions = screen.getByRole('group', { name: 'Total Sessions' });
    expect(within(sessions).getByText('1,234')).toBeVisible();
    expect(within(sessions).getByText('Home 800 · Pricing 434')).toBeVisible();
    expect(within(sessions).queryByText('56')).not.toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Total Conversions' })).getByText('56')).toBeVisible();
  });

  it('shows a busy placeholder instead of a value while loading', () => {
    render(<StatCard label="Agreement rate" value="87.5%" description="of 40 evaluations" isLoading />);

    const card = screen.getByRole('group', { name: 'Agreement rate' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByText('Loading')).toBeInTheDocument();
    expect(within(card).queryByText('87.5%')).not.toBeInTheDocument();
    expect(within(card).queryByText('of 40 evaluations')).not.toBeInTheDocument();
  });

  it('holds extra content such as a progress bar', () => {
    render(
      <StatCard label="Overall Conversion Rate" value="4.5%">
        <progress aria-label="Overall conversion rate" max={100} value={4.5} />
      </StatCard>,
    );

    expect(
      within(screen.getByRole('group', { name: 'Overall Conversion Rate' })).getByRole('progressbar', { name: 'Overall conversion rate' }),
    ).toHaveAttribute('value', '4.5');
  });
});
