import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { CustomerData, CustomerDataQuery, ErasedCounts } from '#contracts/customer-data.contract';
import { toCustomerSearch } from '#domain/customer-data/customer-lookup';
import { Alert, ErrorBanner } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PageHeader } from '#client/components/ui/page-header';
import { StatCard } from '#client/components/ui/stat-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { toast } from '#client/components/ui/use-toast';
import { formatCount, formatDate } from '#client/lib/format';
import { toProblemMessage } from '#client/lib/form-errors';
import { customerDataQueryOptions, useEraseCustomerDataMutation } from '#client/resources/customer-data/customer-data-api';

/** What the owner types to confirm an erasure (docs/product/customer-data.md#erase). */
export const ERASE_CONFIRMATION_WORD = 'ERASE';

function downloadJson(data: CustomerData) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `customer-data-${data.exportedAt.slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

function describeErased(erased: ErasedCounts): string {
  return `${formatCount(erased.leads)} leads, ${formatCount(erased.webhookDeliveries)} webhook deliveries and ${formatCount(erased.interactionEvents)} interaction events erased.`;
}

/** /admin/customer-data (docs/product/customer-data.md): the owner finds, exports and erases a customer's data. */
export function CustomerDataPage() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<CustomerDataQuery | null>(null);
  const [lastErased, setLastErased] = useState<string | null>(null);
  const result = useQuery({ ...customerDataQueryOptions(search ?? {}), enabled: search !== null });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() === '') return;
    setLastErased(null);
    setSearch(toCustomerSearch(text));
  }

  const fieldError = result.isError ? toProblemMessage(result.error, '') : '';
  return (
    <>
      <PageHeader title="Customer data" description="Find everything held about a customer by phone or email, download it, or erase it (UK GDPR)." />
      <div className="flex flex-col gap-6">
        <form onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
          <FormField label="Phone number or email" className="sm:w-96" hint="For example 07700 900123 or name@example.com.">
            <Input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
          </FormField>
          <Button type="submit" disabled={text.trim() === '' || result.isFetching}>
            Find customer
          </Button>
        </form>
        {lastErased ? <Alert variant="success" title="Customer data erased">{lastErased}</Alert> : null}
        {search === null ? null : result.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">Searching…</p>
        ) : result.isError ? (
          <ErrorBanner onRetry={() => void result.refetch()} retryLabel="Try again" isRetrying={result.isFetching}>
            {fieldError || 'The customer’s data could not be loaded.'}
          </ErrorBanner>
        ) : result.data.leads.length + result.data.webhookDeliveries.length + result.data.interactionEvents.length === 0 ? (
          <EmptyState title="Nothing held" description="No leads, webhook deliveries or interaction events match this customer." />
        ) : (
          <CustomerSummary
            data={result.data}
            search={search}
            onErased={(erased) => {
              setLastErased(describeErased(erased));
              setSearch(null);
              setText('');
            }}
          />
        )}
      </div>
    </>
  );
}

function CustomerSummary({ data, search, onErased }: { data: CustomerData; search: CustomerDataQuery; onErased: (erased: ErasedCounts) => void }) {
  const notes = data.leads.reduce((total, lead) => total + lead.events.length + (lead.notes ? 1 : 0), 0);
  return (
    <section aria-labelledby="customer-data-summary" className="flex flex-col gap-4">
      <h2 id="customer-data-summary" className="text-lg font-semibold">
        What is held
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Leads" value={formatCount(data.leads.length)} />
        <StatCard label="Notes and timeline entries" value={formatCount(notes)} />
        <StatCard label="Webhook deliveries" value={formatCount(data.webhookDeliveries.length)} />
        <StatCard label="Interaction events" value={formatCount(data.interactionEvents.length)} />
      </div>
      {data.leads.length > 0 ? (
        <Table label="The customer’s leads" className="min-w-[40rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Created</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.leads.map((lead) => (
              <TableRow key={lead.id}>
                <TableCell>{lead.customerName}</TableCell>
                <TableCell>{lead.phone}</TableCell>
                <TableCell>{lead.email ?? '—'}</TableCell>
                <TableCell>{lead.status}</TableCell>
                <TableCell>{formatDate(lead.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => downloadJson(data)}>
          Download JSON
        </Button>
        <EraseButton search={search} onErased={onErased} />
      </div>
    </section>
  );
}

function EraseButton({ search, onErased }: { search: CustomerDataQuery; onErased: (erased: ErasedCounts) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const erase = useEraseCustomerDataMutation();
  const isConfirmed = typed.trim() === ERASE_CONFIRMATION_WORD;

  function handleErase(event: FormEvent) {
    event.preventDefault();
    if (!isConfirmed) return;
    erase.mutate(search, {
      onSuccess: ({ erased }) => {
        setIsOpen(false);
        toast({ title: 'Customer data erased' });
        onErased(erased);
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Not erased', description: toProblemMessage(error, 'Please try again.') }),
    });
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setTyped('');
      }}
    >
      <Button variant="destructive" onClick={() => setIsOpen(true)}>
        Erase customer data
      </Button>
      <DialogContent>
        <form onSubmit={handleErase}>
          <DialogHeader>
            <DialogTitle>Erase this customer’s data?</DialogTitle>
            <DialogDescription>
              Their leads, notes, webhook deliveries and interaction events are deleted for good. The audit log keeps only how many.
            </DialogDescription>
          </DialogHeader>
          <FormField label={`Type ${ERASE_CONFIRMATION_WORD} to confirm`}>
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!isConfirmed || erase.isPending}>
              Erase
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
