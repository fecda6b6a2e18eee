import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button';
import { formatDateTime } from '#client/lib/format';
import { leadDetailQueryOptions } from '#client/resources/leads/leads-api';
import { LeadCustomerSection, LeadJobSection, LeadMethodSection } from './lead-detail-sections';
import { LeadJsonSection } from './lead-json-section';
import { LeadPricingSection } from './lead-pricing-section';
import { LeadStatusSection } from './lead-status-section';
import { SheetLoading } from './sheet-loading';

export type LeadSheetBodyProps = { leadId: string };

/** The panel's content, loaded with its forms only when staff first open a lead. */
export function LeadSheetBody({ leadId }: LeadSheetBodyProps) {
  const detail = useQuery(leadDetailQueryOptions(leadId));

  if (detail.isPending) return <SheetLoading />;
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4 p-6 pr-16">
        <DialogPrimitive.Title className="text-lg font-semibold">Lead details</DialogPrimitive.Title>
        <DialogPrimitive.Description role="alert">
          This lead could not be loaded. It may have been deleted.
        </DialogPrimitive.Description>
        <div>
          <Button variant="outline" onClick={() => detail.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  const lead = detail.data;
  return (
    <>
      <header className="border-b p-6 pr-16">
        <DialogPrimitive.Title className="text-xl font-semibold">{lead.customerName}</DialogPrimitive.Title>
        <DialogPrimitive.Description className="text-sm text-muted-foreground">
          Lead received {formatDateTime(lead.createdAt)}
        </DialogPrimitive.Description>
      </header>
      <div className="flex-1 space-y-8 overflow-y-auto p-6">
        <LeadCustomerSection lead={lead} />
        <LeadJobSection lead={lead} />
        <LeadMethodSection lead={lead} />
        <LeadPricingSection lead={lead} />
        <LeadJsonSection title="AI analysis JSON" value={lead.analyzedJobData} />
        <LeadJsonSection title="AI recommendation JSON" value={lead.finalRecommendation} />
        <LeadStatusSection lead={lead} />
      </div>
    </>
  );
}
