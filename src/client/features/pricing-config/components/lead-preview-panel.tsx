import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { PricingPreviewLead } from '#contracts/pricing-preview.contract';
import type { PricingConfigDto } from '#contracts/pricing.contract';
import { truncateText } from '#domain/display/truncate-text';
import { PRICING_PREVIEW_LEAD_COUNT } from '#domain/pricing/preview-pricing-on-leads';
import { ErrorBanner } from '#client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableLoadingRows,
  TableRow,
} from '#client/components/ui/table';
import { formatDate, formatPercentChange, formatPoundsChange, formatPoundsWhole, formatPoundsWholeChange } from '#client/lib/format';
import { pricingPreviewQueryOptions } from '#client/resources/pricing-config/pricing-config-staff-api';

/** Job descriptions are cut in the preview table, as in the leads table. */
const JOB_TEXT_MAX_CHARS = 50;
const COLUMNS = 5;

export type LeadPreviewPanelProps = {
  /** The draft as Save Changes would send it; null while a value is refused. */
  draft: PricingConfigDto | null;
};

function formatEstimate(estimate: PricingPreviewLead['stored']): string {
  return estimate ? `${formatPoundsWhole(estimate.low)} – ${formatPoundsWhole(estimate.high)}` : 'No estimate';
}

function formatChange(lead: PricingPreviewLead): string {
  if (lead.change === null) return '—';
  const percent = lead.changePercent === null ? '' : ` (${formatPercentChange(lead.changePercent)})`;
  return `${formatPoundsWholeChange(lead.change)}${percent}`;
}

/**
 * The draft tried on the most recent leads that have an analysis
 * (docs/product/pricing-config.md#preview-on-recent-leads): each lead's stored estimate beside the
 * estimate under the draft, and the average change, computed by the server with the pricing rule
 * every lead save uses.
 */
export function LeadPreviewPanel({ draft }: LeadPreviewPanelProps) {
  const preview = useQuery(pricingPreviewQueryOptions(draft));
  const data = preview.data;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Preview on Recent Leads</CardTitle>
        <CardDescription>
          {`What your changes would do to the ${PRICING_PREVIEW_LEAD_COUNT} most recent leads with an analysis: the estimate each one stored beside the estimate with your changes.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {draft === null ? (
          <p role="status" className="text-sm text-muted-foreground">
            Fix the highlighted values to see the preview.
          </p>
        ) : preview.isError ? (
          <ErrorBanner onRetry={() => void preview.refetch()}>The preview could not be worked out.</ErrorBanner>
        ) : data && data.leads.length === 0 ? (
          <EmptyState icon={Users} title="No leads with an analysis yet" description="The preview fills in as customers send their jobs." className="py-6" />
        ) : (
          <>
            <p role="status" aria-live="polite" className="text-sm">
              {data ? <AverageChange averageChange={data.averageChange} averageChangePercent={data.averageChangePercent} comparedCount={data.comparedCount} /> : 'Working out the preview…'}
            </p>
            <Table label="Recent leads priced with your changes" density="compact" isBusy={preview.isFetching} className="min-w-[44rem]">
              <TableHeader>
                <TableRow>
                  <TableHead>Customer</TableHead>
                  <TableHead>Job</TableHead>
                  <TableHead align="right">Stored estimate</TableHead>
                  <TableHead align="right">With your changes</TableHead>
                  <TableHead align="right">Change</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {!data ? (
                  <TableLoadingRows columns={COLUMNS} rows={3} />
                ) : (
                  data.leads.map((lead) => (
                    <TableRow key={lead.id}>
                      <TableCell>
                        <span className="block font-medium">{lead.customerName}</span>
                        <span className="block text-xs text-muted-foreground">{formatDate(lead.createdAt)}</span>
                      </TableCell>
                      <TableCell>{truncateText(lead.jobDescription, JOB_TEXT_MAX_CHARS)}</TableCell>
                      <TableCell align="right" className="tabular-nums">
                        {formatEstimate(lead.stored)}
                      </TableCell>
                      <TableCell align="right" className="tabular-nums">
                        {formatEstimate(lead.draft)}
                      </TableCell>
                      <TableCell align="right" className="tabular-nums whitespace-nowrap">
                        {formatChange(lead)}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}

type AverageChangeProps = { averageChange: number | null; averageChangePercent: number | null; comparedCount: number };

function AverageChange({ averageChange, averageChangePercent, comparedCount }: AverageChangeProps) {
  if (averageChange === null) return 'None of these leads has an estimate to compare.';
  const percent = averageChangePercent === null ? '' : ` (${formatPercentChange(averageChangePercent)})`;
  return (
    <>
      <span className="font-semibold">{`Average change: ${formatPoundsChange(averageChange)}${percent}`}</span>
      {` across ${comparedCount} ${comparedCount === 1 ? 'lead' : 'leads'}`}
    </>
  );
}
