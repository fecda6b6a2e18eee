import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  type AddLeadNoteBody,
  AddLeadNoteBodySchema,
  type ChangeLeadStatusBody,
  ChangeLeadStatusBodySchema,
  type LeadDetail,
} from '#contracts/admin-leads.contract';
import { listNextLeadStatuses } from '#domain/leads/can-change-lead-status';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Select } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { toast } from '#client/components/ui/use-toast';
import { formatDate } from '#client/lib/format';
import { toProblemMessage } from '#client/lib/form-errors';
import { useAddLeadNoteMutation, useChangeLeadStatusMutation } from '#client/resources/leads/leads-api';
import { LeadStatusBadge } from './lead-badges';
import { DetailList, DetailSection, type LeadSectionProps } from './lead-detail-sections';
import { LeadTimeline } from './lead-timeline';

/**
 * Status and timeline (docs/product/lead-management.md#status-and-notes): the status with its
 * control, notes, created date, lead ID.
 */
export function LeadStatusSection({ lead }: LeadSectionProps) {
  return (
    <DetailSection title="Status and timeline">
      <DetailList
        items={[
          { term: 'Status', value: <LeadStatusBadge status={lead.status} /> },
          { term: 'Created', value: formatDate(lead.createdAt) },
          { term: 'Lead ID', value: <code className="font-mono text-xs break-all">{lead.id}</code> },
          // Which saved pricing config priced the estimate (docs/product/lead-management.md#status-and-notes).
          { term: 'Pricing version', value: lead.pricingVersion === null ? 'Not recorded' : `Version ${lead.pricingVersion}` },
        ]}
      />
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        {/* Remounted when the status changes, so the choices are the new status's. */}
        <StatusForm key={lead.status} lead={lead} />
        <NoteForm leadId={lead.id} />
      </div>
      <LeadTimeline lead={lead} />
    </DetailSection>
  );
}

function StatusForm({ lead }: { lead: LeadDetail }) {
  const choices = listNextLeadStatuses(lead.status);
  const options = choices.map((status) => ({ value: status, label: toLeadStatusLabel(status) }));
  const statusMutation = useChangeLeadStatusMutation();
  const form = useForm({ resolver: zodResolver(ChangeLeadStatusBodySchema), defaultValues: { status: choices[0], note: '' } });

  // Awaited rather than given callbacks: on success this form is remounted for the new status,
  // and a mutate() callback would not run after its component is gone.
  async function handleChangeStatus(values: ChangeLeadStatusBody) {
    try {
      const updated = await statusMutation.mutateAsync({ leadId: lead.id, ...values });
      toast({ title: 'Status Updated', description: `The lead is now ${toLeadStatusLabel(updated.status).toLowerCase()}.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Status Not Changed', description: toProblemMessage(error, 'Could not change the status. Please try again.') });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleChangeStatus)} className="flex flex-col gap-2 rounded-md border p-3">
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <FormField label="Change status to">
            <Select options={options} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
          </FormField>
        )}
      />
      <FormField label="Note about the change (optional)">
        <Textarea rows={2} className="min-h-16" {...form.register('note')} />
      </FormField>
      <Button type="submit" disabled={statusMutation.isPending} className="self-start">
        Update status
      </Button>
    </form>
  );
}

function NoteForm({ leadId }: { leadId: string }) {
  const noteMutation = useAddLeadNoteMutation();
  const form = useForm({ resolver: zodResolver(AddLeadNoteBodySchema), defaultValues: { note: '' } });
  const error = form.formState.errors.note?.message;

  function handleAddNote(values: AddLeadNoteBody) {
    noteMutation.mutate(
      { leadId, note: values.note },
      {
        onSuccess: () => {
          form.reset();
          toast({ title: 'Note Added', description: 'The note is on the lead’s timeline.' });
        },
        onError: (failure) =>
          toast({ variant: 'destructive', title: 'Note Not Added', description: toProblemMessage(failure, 'Could not add the note. Please try again.') }),
      },
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleAddNote)} className="flex flex-col gap-2 rounded-md border p-3">
      <FormField label="Add a note" error={error}>
        <Textarea rows={4} {...form.register('note')} />
      </FormField>
      <Button type="submit" variant="outline" disabled={noteMutation.isPending} className="self-start">
        Add note
      </Button>
    </form>
  );
}
