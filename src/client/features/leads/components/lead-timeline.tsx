import type { LeadDetail } from '#contracts/admin-leads.contract';
import { describeLeadEvent } from '#domain/leads/describe-lead-event';
import { toTitleWords } from '#domain/leads/to-title-words';
import { formatDateTime } from '#client/lib/format';

/**
 * The lead's history, newest first: every status change, note and quote edit with who made it
 * and when. A lead from a funnel has no 'created' event, so its arrival is shown from createdAt.
 */
export function LeadTimeline({ lead }: { lead: LeadDetail }) {
  const events = [...lead.timeline].reverse();
  const hasCreatedEvent = lead.timeline.some((event) => event.kind === 'created');
  return (
    <div className="mt-6">
      <h4 className="mb-3 text-sm font-semibold">Timeline</h4>
      <ol className="space-y-3 border-l pl-4">
        {events.map((event) => (
          <li key={event.id} className="relative text-sm">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary" />
            <p className="font-medium">{describeLeadEvent(event)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
              {event.staffEmail ? ` by ${event.staffEmail}` : ''}
            </p>
            {event.note ? <blockquote className="mt-1 rounded-md bg-muted/50 p-2 whitespace-pre-wrap">{event.note}</blockquote> : null}
          </li>
        ))}
        {hasCreatedEvent ? null : (
          <li className="relative text-sm">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-muted-foreground" />
            <p className="font-medium">Lead received from {toTitleWords(lead.source)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            </p>
          </li>
        )}
      </ol>
    </div>
  );
}
