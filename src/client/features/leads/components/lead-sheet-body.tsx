import { useQuery } from '@tanstack/react-query';
import { ErrorBanner } from '#client/components/ui/alert';
import { SheetBody, SheetDescription, SheetHeader, SheetTitle } from '#client/components/ui/sheet';
import { formatDateTime } from '#client/lib/format';
import { leadDetailQueryOptions } from '#client/resources/leads/leads-api';
import { LeadCustomerChoiceSection, LeadCustomerSection, LeadJobSection, LeadMethodSection } from './lead-detail-sections';
import { LeadHeaderActions } from './lead-header-actions';
import { LeadIssuedQuoteSection } from './lead-issued-quote-section';
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
      <>
        <SheetHeader>
          <SheetTitle>Lead details</SheetTitle>
        </SheetHeader>
        <SheetBody>
          <ErrorBanner onRetry={() => detail.refetch()}>
            <SheetDescription asChild>
              <span>This lead could not be loaded. It may have been deleted.</span>
            </SheetDescription>
          </ErrorBanner>
        </SheetBody>
      </>
    );
  }

  const lead = detail.data;
  return (
    <>
      <SheetHeader>
        <SheetTitle>{lead.customerName}</SheetTitle>
        <SheetDescription>Lead received {formatDateTime(lead.createdAt)}</SheetDescription>
        <LeadHeaderActions lead={lead} />
      </SheetHeader>
      <SheetBody className="space-y-8">
        <LeadCustomerSection lead={lead} />
        <LeadJobSection lead={lead} />
        <LeadMethodSection lead={lead} />
        <LeadCustomerChoiceSection lead={lead} />
        <LeadIssuedQuoteSection lead={lead} />
        <LeadPricingSection lead={lead} />
        <LeadJsonSection title="AI analysis JSON" value={lead.analyzedJobData} />
        <LeadJsonSection title="AI recommendation JSON" value={lead.finalRecommendation} />
        <LeadStatusSection lead={lead} />
      </SheetBody>
    </>
  );
}
