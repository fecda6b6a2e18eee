import { type ReactNode, useId } from 'react';
import type { LeadDetail } from '#contracts/admin-leads.contract';
import { getLeadQuoteMethod, toQuoteMethodLabel } from '#domain/display/to-quote-method-label';
import { getLeadRecommendationReasoning } from '#domain/leads/get-lead-recommendation-reasoning';
import { toAnalysisFlagLabel } from '#domain/leads/to-analysis-flag-label';
import { toCustomerRouteLabel, toShownRangeText } from '#domain/leads/to-customer-route-label';
import { toTitleWords } from '#domain/leads/to-title-words';
import { formatHours } from '#client/lib/format';
import { UrgencyBadge } from './lead-badges';

export type LeadSectionProps = { lead: LeadDetail };

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export type DetailItem = { term: string; value: ReactNode };

/** Label and value pairs; an item without a value says so rather than vanishing. */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map((item) => (
        <div key={item.term} className="contents">
          <dt className="text-muted-foreground">{item.term}</dt>
          <dd className="min-w-0 break-words">{item.value ?? <span className="text-muted-foreground">Not given</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

function toPhoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function LeadCustomerSection({ lead }: LeadSectionProps) {
  return (
    <DetailSection title="Customer information">
      <DetailList
        items={[
          { term: 'Name', value: lead.customerName },
          {
            term: 'Phone',
            value: (
              <a href={toPhoneHref(lead.phone)} className="text-primary underline-offset-4 hover:underline">
                {lead.phone}
              </a>
            ),
          },
          {
            term: 'Email',
            value: lead.email ? (
              <a href={`mailto:${lead.email}`} className="text-primary underline-offset-4 hover:underline">
                {lead.email}
              </a>
            ) : null,
          },
          { term: 'Address', value: lead.address },
          { term: 'Postcode', value: lead.postcode },
          { term: 'Property type', value: lead.propertyType ? toTitleWords(lead.propertyType) : null },
          { term: 'Customer type', value: lead.customerType ? toTitleWords(lead.customerType) : null },
        ]}
      />
    </DetailSection>
  );
}

export function LeadJobSection({ lead }: LeadSectionProps) {
  const hours = lead.analyzedJobData?.totalEstimatedHours ?? null;
  const skills = lead.analyzedJobData?.skills_required ?? [];
  const flags = lead.analyzedJobData?.flags ?? [];
  return (
    <DetailSection title="Job details">
      <p className="mb-3 rounded-md bg-muted/50 p-3 text-sm whitespace-pre-wrap">{lead.jobDescription}</p>
      {flags.length > 0 ? (
        <ul aria-label="Analysis flags" className="mb-3 flex flex-col gap-2 rounded-md border border-warning bg-warning/15 p-3 text-sm">
          {flags.map((flag) => (
            <li key={flag.code}>
              <strong>{toAnalysisFlagLabel(flag.code)}</strong>
              {`: ${flag.message}`}
            </li>
          ))}
        </ul>
      ) : null}
      <DetailList
        items={[
          { term: 'Urgency', value: lead.urgency ? <UrgencyBadge urgency={lead.urgency} /> : null },
          { term: 'Estimated time', value: hours === null ? null : formatHours(hours) },
          { term: 'Skills', value: skills.length > 0 ? skills.join(', ') : null },
          { term: 'Source', value: toTitleWords(lead.source) },
          { term: 'Customer notes', value: lead.notes },
        ]}
      />
    </DetailSection>
  );
}

export function LeadMethodSection({ lead }: LeadSectionProps) {
  const method = getLeadQuoteMethod(lead);
  const reasoning = getLeadRecommendationReasoning(lead.finalRecommendation);
  return (
    <DetailSection title="AI selected quote method">
      <p className="text-sm">
        <span className="inline-flex items-center rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-secondary-foreground">
          {toQuoteMethodLabel(method)}
        </span>
      </p>
      <h4 className="mt-3 mb-1 text-sm font-medium">Reasoning</h4>
      <p className="text-sm text-muted-foreground">{reasoning ?? 'No reasoning was recorded for this lead.'}</p>
    </DetailSection>
  );
}

/**
 * Beside the AI's method, what the customer actually chose and the range they were shown
 * (docs/product/lead-management.md#customer-choice).
 */
export function LeadCustomerChoiceSection({ lead }: LeadSectionProps) {
  return (
    <DetailSection title="What the customer chose">
      <DetailList
        items={[
          { term: 'Route chosen', value: toCustomerRouteLabel(lead) },
          { term: 'Range shown', value: toShownRangeText(lead) },
        ]}
      />
    </DetailSection>
  );
}
