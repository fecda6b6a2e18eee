import type { IssuedQuote } from '#contracts/quotes.contract';
import { toWholePoundsText } from '#domain/money';
import { PROMO_DISCOUNT_PERCENT } from '#domain/pricing/apply-promo-code';
import { toTitleWords } from '#domain/leads/to-title-words';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '#client/components/ui/table';
import { formatDateTime } from '#client/lib/format';
import { DetailList, DetailSection, type LeadSectionProps } from './lead-detail-sections';

const SCREEN_NAMES: Record<IssuedQuote['screen'], string> = {
  instant_quote: 'Online Quote (home page)',
  pricing_page: 'Pricing page',
};

const rangeText = (range: { lowPence: number; highPence: number }) => `${toWholePoundsText(range.lowPence)} - ${toWholePoundsText(range.highPence)}`;

/**
 * The quote the customer was shown, exactly as the server issued it: its lines, total, promo,
 * validity and pricing version (docs/product/issued-quotes.md#in-the-crm). Absent for a lead that
 * stores no issued quote.
 */
export function LeadIssuedQuoteSection({ lead }: LeadSectionProps) {
  const quote = lead.issuedQuote;
  if (!quote) return null;
  return (
    <DetailSection title="Quote shown to the customer">
      <DetailList
        items={[
          { term: 'Screen', value: SCREEN_NAMES[quote.screen] },
          { term: 'Total estimate', value: rangeText(quote.totalRange) },
          {
            term: 'Promo',
            value: quote.discountApplied ? `${quote.promoCode ?? 'Promo'}: ${PROMO_DISCOUNT_PERCENT}% off (was ${rangeText(quote.fullRange)})` : 'None',
          },
          { term: 'Urgency priced', value: toTitleWords(quote.urgency) },
          { term: 'Issued', value: formatDateTime(quote.issuedAt) },
          { term: 'Valid until', value: formatDateTime(quote.validUntil) },
          { term: 'Pricing version', value: `v${quote.pricingVersion}` },
          { term: 'Quote id', value: <span className="font-mono text-xs break-all">{quote.id}</span> },
        ]}
      />
      {quote.lines.length > 0 ? (
        <div className="mt-4">
          <Table label="Quote lines shown" caption="The lines the customer saw, adding up to the total" density="compact">
            <TableHeader>
              <TableRow>
                <TableHead>Line</TableHead>
                <TableHead align="right">Range</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {quote.lines.map((line, index) => (
                <TableRow key={`${index}-${line.description}`}>
                  <TableCell>
                    {line.description}
                    {line.complexity ? <span className="block text-xs text-muted-foreground">{toTitleWords(line.complexity)}</span> : null}
                  </TableCell>
                  <TableCell align="right" className="whitespace-nowrap tabular-nums">
                    {line.kind === 'discount' ? '− ' : ''}
                    {rangeText(line.range)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow className="border-t font-semibold">
                <TableHead scope="row" align="right">
                  Total estimate
                </TableHead>
                <TableCell align="right" className="whitespace-nowrap tabular-nums">
                  {rangeText(quote.totalRange)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </div>
      ) : null}
    </DetailSection>
  );
}
