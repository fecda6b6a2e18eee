import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert, ErrorBanner } from './alert';

describe('ErrorBanner', () => {
  it('announces the failure at once and tries again when asked', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(<ErrorBanner onRetry={onRetry}>The settings could not be loaded.</ErrorBanner>);

    expect(screen.getByRole('alert')).toHaveTextContent('The settings could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('can be retried from the keyboard, with the wording the screen needs', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(
      <ErrorBanner title="Load failed" retryLabel="Try Again" onRetry={onRetry}>
        The app settings could not be loaded.
      </ErrorBanner>,
    );

    await user.tab();
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Load failed');
  });

  it('cannot be pressed again while the retry runs', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    render(
      <ErrorBanner onRetry={onRetry} isRetrying>
        The leads could not be loaded.
      </ErrorBanner>,
    );

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('button', { name: 'Try again' })).toBeDisabled();
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('Alert', () => {
  it('announces information politely and warnings at once', () => {
    render(
      <>
        <Alert title="Saved">The prices are live in both funnels.</Alert>
        <Alert variant="warning">The webhook target has not answered since 09:00.</Alert>
      </>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('SavedThe prices are live in both funnels.');
    expect(screen.getByRole('alert')).toHaveTextContent('The webhook target has not answered since 09:00.');
  });
});
