import { toLeadPriceRangeText } from '#domain/display/get-lead-display-price-pence';
import { toTitleWords } from '#domain/leads/to-title-words';
import { formatHours, formatPounds } from '#client/lib/format';
import { DetailList, DetailSection, type LeadSectionProps } from './lead-detail-sections';
import { QuoteEditor } from './quote-editor';

/** Final quote (editable), the estimate, and admin §9's lead-panel breakdown line by line. */
export function LeadPricingSection({ lead }: LeadSectionProps) {
  const { breakdown } = lead;
  const isUrgent = breakdown !== null && breakdown.urgencyMultiplier !== 1;
  return (
    <DetailSection title="Pricing breakdown">
      <DetailList
        items={[
          { term: 'Final quote', value: <QuoteEditor lead={lead} display="exact" /> },
          { term: 'Estimate', value: toLeadPriceRangeText(lead) },
        ]}
      />
      {breakdown ? (
        <div className="mt-4 overflow-x-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Price breakdown by task</caption>
            <thead className="bg-muted/60 text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">Task</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Hours</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Labour</th>
                <th scope="col" className="px-3 py-2 text-right font-medium">Materials</th>
              </tr>
            </thead>
            <tbody>
              {breakdown.lines.map((line, index) => (
                <tr key={`${index}-${line.description}`} className="border-t">
                  <td className="px-3 py-2">
                    {line.description}
                    <span className="block text-xs text-muted-foreground">
                      {[line.type ? toTitleWords(line.type) : 'Unknown type', line.complexity ? toTitleWords(line.complexity) : null, `×${line.typeMultiplier}`]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatHours(line.hours)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPounds(line.labourPence)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatPounds(line.materialsPence)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t text-sm">
              <BreakdownTotal label="Labour" pence={breakdown.labourPence} />
              <BreakdownTotal label="Materials" pence={breakdown.materialsPence} />
              <BreakdownTotal label="Call-out fee" pence={breakdown.calloutFeePence} />
              <BreakdownTotal label="Total" pence={breakdown.totalPence} isGrandTotal />
            </tfoot>
          </table>
          <p className="border-t px-3 py-2 text-xs text-muted-foreground">
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
    <tr className={isGrandTotal ? 'border-t font-semibold' : undefined}>
      <th scope="row" colSpan={3} className="px-3 py-1.5 text-right font-normal data-[total]:font-semibold" data-total={isGrandTotal || undefined}>
        {label}
      </th>
      <td className="px-3 py-1.5 text-right tabular-nums">{formatPounds(pence)}</td>
    </tr>
  );
}
