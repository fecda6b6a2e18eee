import { toLeadPriceRangeText } from '#domain/display/get-lead-display-price-pence';
import { toTitleWords } from '#domain/leads/to-title-words';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatDate, formatHours, formatPounds } from '#client/lib/format';
import { isQuoteLinkValid } from '#domain/funnels/quote-link';
import { DetailList, DetailSection, type LeadSectionProps } from './lead-detail-sections';
import { QuoteEditor } from './quote-editor';

/**
 * Final quote (editable), the estimate, and the lead-panel breakdown line by line
 * (docs/product/lead-management.md#pricing-breakdown).
 */
export function LeadPricingSection({ lead }: LeadSectionProps) {
  const { breakdown } = lead;
  const isUrgent = breakdown !== null && breakdown.urgencyMultiplier !== 1;
  return (
    <DetailSection title="Pricing breakdown">
      <DetailList
        items={[
          { term: 'Final quote', value: <QuoteEditor lead={lead} display="exact" /> },
          { term: 'Estimate', value: toLeadPriceRangeText(lead) },
          { term: 'Quote link', value: toQuoteLinkText(lead.quoteLinkExpiresAt ?? null, new Date()) },
        ]}
      />
      {breakdown ? (
        <div className="mt-4 flex flex-col gap-2">
          <Table label="Price breakdown" caption="Price breakdown by task" density="compact">
            <TableHeader>
              <TableRow>
                <TableHead>Task</TableHead>
                <TableHead align="right">Hours</TableHead>
                <TableHead align="right">Labour</TableHead>
                <TableHead align="right">Materials</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {breakdown.lines.map((line, index) => (
                <TableRow key={`${index}-${line.description}`}>
                  <TableCell>
                    {line.description}
                    <span className="block text-xs text-muted-foreground">
                      {[line.type ? toTitleWords(line.type) : 'Unknown type', line.complexity ? toTitleWords(line.complexity) : null, `×${line.typeMultiplier}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </TableCell>
                  <TableCell align="right" className="tabular-nums">{formatHours(line.hours)}</TableCell>
                  <TableCell align="right" className="tabular-nums">{formatPounds(line.labourPence)}</TableCell>
                  <TableCell align="right" className="tabular-nums">{formatPounds(line.materialsPence)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <BreakdownTotal label="Labour" pence={breakdown.labourPence} />
              <BreakdownTotal label="Materials" pence={breakdown.materialsPence} />
              <BreakdownTotal label="Call-out fee" pence={breakdown.calloutFeePence} />
              <BreakdownTotal label="Total" pence={breakdown.totalPence} isGrandTotal />
            </TableFooter>
          </Table>
          <p className="text-xs text-muted-foreground">
            Labour at {formatPounds(breakdown.hourlyRatePence)} an hour × task type
            {isUrgent ? ` × ${breakdown.urgencyMultiplier} for urgency` : ''}.
          </p>
        </div>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">The analysis found no tasks to break down.</p>
      )}
    </DetailSection>
  );
}

function BreakdownTotal({ label, pence, isGrandTotal = false }: { label: string; pence: number; isGrandTotal?: boolean }) {
  return (
    <TableRow className={isGrandTotal ? 'border-t font-semibold' : undefined}>
      <TableHead scope="row" colSpan={3} align="right">
        {label}
      </TableHead>
      <TableCell align="right" className="tabular-nums">
        {formatPounds(pence)}
      </TableCell>
    </TableRow>
  );
}

/**
 * What staff can know of the customer's quote link: whether it is still open, never the link
 * itself, whose token only the customer holds (docs/decisions/0019-funnels-customers-trust.md#quote-links).
 */
function toQuoteLinkText(expiresAt: string | null, now: Date): string {
  if (expiresAt === null) return 'None';
  return isQuoteLinkValid(new Date(expiresAt), now)
    ? `The customer has a link, valid until ${formatDate(expiresAt)}`
    : `The customer's link expired on ${formatDate(expiresAt)}`;
}
