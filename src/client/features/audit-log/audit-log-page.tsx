import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditAction } from '#domain/staff/audit-actions';
import { AUDIT_ACTIONS } from '#domain/staff/audit-actions';
import type { AuditEvent, AuditEventQuery } from '#contracts/staff.contract';
import { ErrorBanner } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { PageHeader } from '#client/components/ui/page-header';
import { Select } from '#client/components/ui/select';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableLoadingRows, TableRow } from '#client/components/ui/table';
import { formatDateTime } from '#client/lib/format';
import { auditEventsQueryOptions } from '#client/resources/staff/staff-api';

const ALL = 'all';
const ACTION_OPTIONS = [{ value: ALL, label: 'All actions' }, ...AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))];

/** A before or after value, short enough for a table cell; the whole of it is in the cell's title. */
function toValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value);
}

/** /admin/audit (docs/product/staff-accounts.md#audit-log): the owner reads and filters the audit log. */
export function AuditLogPage() {
  const [action, setAction] = useState<AuditAction | typeof ALL>(ALL);
  const [actor, setActor] = useState('');
  const [subject, setSubject] = useState('');
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  const filters = { action: action === ALL ? undefined : action, actor: actor.trim(), subject: subject.trim() };
  const before = pages.at(-1);
  const query: AuditEventQuery = { ...filters, ...(before ? { before } : {}) };
  const events = useQuery({ ...auditEventsQueryOptions(query), placeholderData: keepPreviousData });

  function handleFilter(change: () => void) {
    change();
    setPages([undefined]);
  }

  return (
    <>
      <PageHeader title="Audit Log" description="Every staff change and sign-in event: who, when, what, before and after." />
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Action">
            <Select options={ACTION_OPTIONS} value={action} onValueChange={(value) => handleFilter(() => setAction(value as AuditAction | typeof ALL))} />
          </FormField>
          <FormField label="Who (email contains)">
            <Input type="search" value={actor} onChange={(event) => handleFilter(() => setActor(event.target.value))} />
          </FormField>
          <FormField label="About (lead, email or setting contains)">
            <Input type="search" value={subject} onChange={(event) => handleFilter(() => setSubject(event.target.value))} />
          </FormField>
        </div>
        {events.isError ? (
          <ErrorBanner onRetry={() => void events.refetch()} retryLabel="Try again" isRetrying={events.isFetching}>
            The audit log could not be loaded.
          </ErrorBanner>
        ) : (
          <Table label="Audit log, newest first" isBusy={events.isFetching} className="min-w-[56rem]">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Who</TableHead>
                <TableHead>Action</TableHead>
                <TableHead>About</TableHead>
                <TableHead>Before</TableHead>
                <TableHead>After</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {events.isPending ? (
                <TableLoadingRows columns={6} />
              ) : events.data.events.length === 0 ? (
                <TableEmptyRow columns={6}>No events match these filters.</TableEmptyRow>
              ) : (
                events.data.events.map((event) => <AuditRow key={event.id} event={event} />)
              )}
            </TableBody>
          </Table>
        )}
        <div className="flex gap-2">
          <Button variant="outline" disabled={pages.length === 1} onClick={() => setPages((all) => all.slice(0, -1))}>
            Newer
          </Button>
          <Button
            variant="outline"
            disabled={!events.data?.nextBefore}
            onClick={() => {
              const next = events.data?.nextBefore;
              if (next) setPages((all) => [...all, next]);
            }}
          >
            Older
          </Button>
        </div>
      </div>
    </>
  );
}

function AuditRow({ event }: { event: AuditEvent }) {
  const beforeText = toValueText(event.before);
  const afterText = toValueText(event.after);
  return (
    <TableRow>
      <TableCell className="whitespace-nowrap">
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </TableCell>
      <TableCell className="min-w-52 break-all">{event.actorEmail ?? 'System'}</TableCell>
      <TableCell className="font-mono text-xs">{event.action}</TableCell>
      <TableCell className="min-w-52 break-all">{event.subject ?? '—'}</TableCell>
      <TableCell className="max-w-64 truncate font-mono text-xs" title={beforeText}>
        {beforeText}
      </TableCell>
      <TableCell className="max-w-64 truncate font-mono text-xs" title={afterText}>
        {afterText}
      </TableCell>
    </TableRow>
  );
}
