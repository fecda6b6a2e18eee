import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigVersionSummary } from '#contracts/config-versions.contract';
import { VersionHistory, type VersionHistoryProps } from './version-history';

const VERSIONS: ConfigVersionSummary[] = [
  {
    version: 3,
    createdAt: '2026-11-21T12:00:00.000Z',
    staffEmail: 'sam@example.co.uk',
    restoredFromVersion: 1,
    changes: [{ field: 'urgencyModifiers.high', from: 0.5, to: 0.3 }],
  },
  { version: 2, createdAt: '2026-11-21T11:00:00.000Z', staffEmail: 'sam@example.co.uk', restoredFromVersion: null, changes: [] },
  { version: 1, createdAt: '2026-11-20T09:00:00.000Z', staffEmail: null, restoredFromVersion: null, changes: [] },
];

function renderHistory(props: Partial<VersionHistoryProps> = {}) {
  const all: VersionHistoryProps = {
    subject: 'prices',
    versions: VERSIONS,
    isLoading: false,
    isError: false,
    onRetry: vi.fn(),
    describeField: (field) => field.toUpperCase(),
    formatValue: (_field, value) => `<${String(value)}>`,
    onRestore: vi.fn(() => Promise.resolve()),
    ...props,
  };
  return { user: userEvent.setup(), props: all, ...render(<VersionHistory {...all} />) };
}

describe('the version history', () => {
  it('lists each version with who, when and each change from what to what, newest first', () => {
    renderHistory();
    const items = within(screen.getByRole('list', { name: 'Versions, newest first' })).getAllByRole('listitem', { name: undefined });
    expect(items[0]).toHaveTextContent('Version 3');
    expect(screen.getByText('Restored from version 1')).toBeVisible();
    const change = within(screen.getByRole('list', { name: 'Changes in version 3' })).getByRole('listitem');
    expect(change).toHaveTextContent('URGENCYMODIFIERS.HIGH: <0.5> → changed to <0.3>');
    expect(screen.getByText('Saved with no changes.')).toBeVisible();
    expect(screen.getByText('The values in force before the first saved change.')).toBeVisible();
    expect(screen.getAllByText(/by sam@example\.co\.uk/)).toHaveLength(2);
  });

  it('offers Restore on every version but the one in force, and asks first', async () => {
    const { user, props } = renderHistory();
    expect(screen.queryByRole('button', { name: 'Restore version 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restore version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 2?' });
    expect(dialog).toHaveTextContent('The prices go back to how they were in version 2.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(props.onRestore).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Restore version 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(props.onRestore).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when nothing has been saved yet', () => {
    renderHistory({ versions: [] });
    expect(screen.getByText('No saved changes yet')).toBeVisible();
  });

  it('offers Try again when the history cannot be loaded', async () => {
    const { user, props } = renderHistory({ versions: undefined, isError: true });
    expect(screen.getByText('The history could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalled();
  });

  it('holds the place while the history loads', () => {
    renderHistory({ versions: undefined, isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the history…');
  });
});
