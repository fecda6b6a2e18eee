import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import {
  type CreateAdminLeadBody,
  CreateAdminLeadBodySchema,
  type CreateAdminLeadInput,
} from '#contracts/admin-leads.contract';
import { toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { PRICING_PAGE_URGENCY_LABELS } from '#domain/display/to-urgency-label';
import {
  ADMIN_LEAD_DEFAULTS,
  ADMIN_LEAD_OUTCOMES,
  ADMIN_LEAD_URGENCIES,
  MISSING_LEAD_FIELDS_MESSAGE,
} from '#domain/leads/admin-lead-defaults';
import { LEAD_CREATE_STATUSES } from '#domain/leads/can-change-lead-status';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import { Button } from '#client/components/ui/button';
import { DialogFooter } from '#client/components/ui/dialog';
import { toast } from '#client/components/ui/use-toast';
import { applyInvalidParams } from '#client/lib/form-errors';
import { useCreateLeadMutation } from '#client/resources/leads/leads-api';
import { LeadSelectField, LeadTextField } from './lead-form-fields';

const FIELDS = ['customerName', 'phone', 'email', 'address', 'jobDescription', 'urgency', 'outcome', 'status'] as const;
const REQUIRED_FIELDS = new Set(['customerName', 'phone', 'jobDescription']);

const EMPTY_LEAD: CreateAdminLeadInput = {
  customerName: '',
  phone: '',
  email: '',
  address: '',
  jobDescription: '',
  urgency: ADMIN_LEAD_DEFAULTS.urgency,
  outcome: ADMIN_LEAD_DEFAULTS.outcome,
  status: ADMIN_LEAD_DEFAULTS.status,
};

const URGENCY_OPTIONS = ADMIN_LEAD_URGENCIES.map((value) => ({ value, label: PRICING_PAGE_URGENCY_LABELS[value] }));
const OUTCOME_OPTIONS = ADMIN_LEAD_OUTCOMES.map((value) => ({ value, label: toQuoteMethodLabel(value) }));
const STATUS_OPTIONS = LEAD_CREATE_STATUSES.map((value) => ({ value, label: toLeadStatusLabel(value) }));

export type AddLeadFormProps = { onClose: () => void };

/** The Add New Lead form (docs/product/lead-management.md#add-new-lead), loaded when the dialog first opens. */
export function AddLeadForm({ onClose }: AddLeadFormProps) {
  const createMutation = useCreateLeadMutation();
  const form = useForm<CreateAdminLeadInput, unknown, CreateAdminLeadBody>({
    resolver: zodResolver(CreateAdminLeadBodySchema),
    defaultValues: EMPTY_LEAD,
  });
  const { errors } = form.formState;

  function handleCreate(values: CreateAdminLeadBody) {
    createMutation.mutate(values, {
      onSuccess: (lead) => {
        onClose();
        toast({ title: 'Lead Created', description: `New lead for ${lead.customerName} has been added successfully.` });
      },
      onError: (error) => {
        applyInvalidParams(error, form.setError, FIELDS);
        toast({ variant: 'destructive', title: 'Creation Failed', description: 'Could not create new lead. Please check all fields and try again.' });
      },
    });
  }

  function handleInvalid(invalid: FieldErrors<CreateAdminLeadInput>) {
    if (Object.keys(invalid).some((field) => REQUIRED_FIELDS.has(field))) {
      toast({ variant: 'destructive', ...MISSING_LEAD_FIELDS_MESSAGE });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(handleCreate, handleInvalid)} className="grid gap-4 sm:grid-cols-2">
      <LeadTextField form={form} name="customerName" label="Customer name *" autoComplete="off" error={errors.customerName?.message} />
      <LeadTextField form={form} name="phone" label="Phone *" type="tel" autoComplete="off" error={errors.phone?.message} />
      <LeadTextField form={form} name="email" label="Email" type="email" autoComplete="off" error={errors.email?.message} />
      <LeadTextField form={form} name="address" label="Address" autoComplete="off" error={errors.address?.message} />
      <LeadTextField form={form} name="jobDescription" label="Job description *" multiline error={errors.jobDescription?.message} className="sm:col-span-2" />
      <LeadSelectField form={form} name="urgency" label="Urgency" options={URGENCY_OPTIONS} />
      <LeadSelectField form={form} name="outcome" label="Quote method" options={OUTCOME_OPTIONS} />
      <LeadSelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
      <DialogFooter className="sm:col-span-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={createMutation.isPending}>
          Create Lead
        </Button>
      </DialogFooter>
    </form>
  );
}
