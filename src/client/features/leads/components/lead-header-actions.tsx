import { MessageCircle, Phone, PhoneCall } from 'lucide-react';
import type { LeadDetail } from '#contracts/admin-leads.contract';
import { toTelHref, toWhatsAppUrl } from '#domain/funnels/contact-links';
import { canChangeLeadStatus } from '#domain/leads/can-change-lead-status';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { useChangeLeadStatusMutation } from '#client/resources/leads/leads-api';

export type LeadHeaderActionsProps = { lead: LeadDetail };

/**
 * The panel header's quick actions (docs/product/lead-management.md#detail-panel): call the
 * customer, message them on WhatsApp, and mark the lead contacted when the status may move there.
 */
export function LeadHeaderActions({ lead }: LeadHeaderActionsProps) {
  const changeStatus = useChangeLeadStatusMutation();
  const canMarkContacted = canChangeLeadStatus(lead.status, 'contacted');

  function handleMarkContacted() {
    changeStatus.mutate(
      { leadId: lead.id, status: 'contacted', note: undefined },
      {
        onSuccess: () => toast({ title: 'Marked contacted' }),
        onError: () => toast({ variant: 'destructive', title: 'Status not changed', description: 'Please try again.' }),
      },
    );
  }

  return (
    <div className="flex flex-wrap gap-2 pt-2">
      <Button asChild size="sm">
        <a href={toTelHref(lead.phone)}>
          <Phone aria-hidden="true" />
          Call
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={toWhatsAppUrl(lead.phone, `Hi ${lead.customerName}, `)} target="_blank" rel="noopener noreferrer">
          <MessageCircle aria-hidden="true" />
          WhatsApp
        </a>
      </Button>
      {canMarkContacted ? (
        <Button size="sm" variant="outline" onClick={handleMarkContacted} disabled={changeStatus.isPending}>
          <PhoneCall aria-hidden="true" />
          Mark contacted
        </Button>
      ) : null}
    </div>
  );
}
