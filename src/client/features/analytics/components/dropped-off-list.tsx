import { ExternalLink, PhoneCall } from 'lucide-react';
import { Link } from 'wouter';
import type { DroppedOffCustomer } from '#contracts/analytics.contract';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import { FLOW_LABELS } from '#domain/analytics/funnel-stages';
import { EmptyState } from '#client/components/ui/empty-state';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { buttonClasses } from '#client/components/ui/button';
import { formatCount, formatDateTime } from '#client/lib/format';
import { toAdminLeadPath } from '#client/lib/paths';

export type DroppedOffListProps = { customers: readonly DroppedOffCustomer[]; total: number };

const COLUMNS = 6;

/**
 * The customers to call back (ours, docs/product/conversion-analytics.md#dropped-off): they left
 * a name and phone and never finished, newest first, each a link to the lead.
 */
export function DroppedOffList({ customers, total }: DroppedOffListProps) {
  return (
    <div className="flex flex-col gap-2">
      <Table label="Dropped off" caption="Customers who left a name and phone but did not finish, newest first" className="min-w-[40rem]">
        <TableHeader>
          <TableRow>
            <TableHead>Customer</TableHead>
            <TableHead>Phone</TableHead>
            <TableHead>Stopped at</TableHead>
            <TableHead>Last seen</TableHead>
            <TableHead>Lead status</TableHead>
            <TableHead>
              <span className="sr-only">Open lead</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {customers.length === 0 ? (
            <TableEmptyRow columns={COLUMNS}>
              <EmptyState icon={PhoneCall} title="Nobody to call back in this range" description="Everyone who left a name and phone went on to finish." />
            </TableEmptyRow>
          ) : (
            customers.map((customer) => (
              <TableRow key={customer.leadId}>
                <TableHead scope="row" className="font-medium">
                  {customer.customerName}
                </TableHead>
                <TableCell className="whitespace-nowrap">
                  <a href={`tel:${customer.phone.replaceAll(' ', '')}`} className="underline-offset-4 hover:underline">
                    {customer.phone}
                  </a>
                </TableCell>
                <TableCell>
                  <span className="block">{customer.stoppedAt ?? 'Not recorded'}</span>
                  <span className="block text-xs text-muted-foreground">{FLOW_LABELS[customer.flow]}</span>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={customer.lastSeenAt}>{formatDateTime(customer.lastSeenAt)}</time>
                </TableCell>
                <TableCell>{toLeadStatusLabel(customer.leadStatus)}</TableCell>
                <TableCell align="right">
                  <Link href={toAdminLeadPath(customer.leadId)} className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-label={`Open lead for ${customer.customerName}`}>
                    <ExternalLink aria-hidden="true" />
                    Open lead
                  </Link>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {total > customers.length ? <p className="text-sm text-muted-foreground">{`Showing the newest ${formatCount(customers.length)} of ${formatCount(total)}.`}</p> : null}
    </div>
  );
}
