import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableFooter,
  TableHead,
  TableHeader,
  TableLoadingRows,
  TableRow,
} from './table';

type Rate = { trade: string; hourlyPounds: string };

function RatesTable({ rates, isLoading = false }: { rates: Rate[]; isLoading?: boolean }) {
  return (
    <Table label="Contractor rates" caption="Contractor rates by trade" isBusy={isLoading} density="compact">
      <TableHeader>
        <TableRow>
          <TableHead>Trade</TableHead>
          <TableHead align="right">Hourly rate</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? <TableLoadingRows columns={2} rows={3} /> : null}
        {rates.map((rate) => (
          <TableRow key={rate.trade}>
            <TableHead scope="row">{rate.trade}</TableHead>
            <TableCell align="right">{rate.hourlyPounds}</TableCell>
          </TableRow>
        ))}
        {!isLoading && rates.length === 0 ? (
          <TableEmptyRow columns={2}>
            <EmptyState title="No rates yet" />
          </TableEmptyRow>
        ) : null}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row">Trades</TableHead>
          <TableCell align="right">{rates.length}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

const RATES = [
  { trade: 'Plumbing', hourlyPounds: '£45.00' },
  { trade: 'Carpentry', hourlyPounds: '£40.00' },
];

describe('Table', () => {
  it('is a captioned table whose cells are found by their column and row headers', () => {
    render(<RatesTable rates={RATES} />);

    const table = screen.getByRole('table', { name: 'Contractor rates by trade' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Trade', 'Hourly rate']);
    const plumbing = within(table).getByRole('row', { name: 'Plumbing £45.00' });
    expect(within(plumbing).getByRole('rowheader', { name: 'Plumbing' })).toBeVisible();
    expect(within(plumbing).getByRole('cell', { name: '£45.00' })).toHaveClass('text-right');
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('sits in a named region that keyboard users can focus to scroll it sideways on a phone', async () => {
    const user = userEvent.setup();
    render(<RatesTable rates={RATES} />);

    await user.tab();

    const region = screen.getByRole('region', { name: 'Contractor rates' });
    expect(region).toHaveFocus();
    expect(region).toHaveClass('overflow-x-auto');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('marks itself busy with placeholder rows while loading', () => {
    render(<RatesTable rates={[]} isLoading />);

    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    // The header row, three placeholders and the footer row; no empty message yet.
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByText('No rates yet')).not.toBeInTheDocument();
  });

  it('says when there is nothing to show, across every column', () => {
    render(<RatesTable rates={[]} />);

    const message = screen.getByText('No rates yet');
    expect(message).toBeVisible();
    expect(message.closest('td')).toHaveAttribute('colspan', '2');
  });
});
