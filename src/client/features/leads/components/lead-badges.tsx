import { toLeadStatusColour } from '#domain/display/to-lead-status-colour';
import { toLeadStatusLabel } from '#domain/leads/describe-lead-event';
import { toUrgencyBadge, type UrgencyTone } from '#domain/leads/to-urgency-badge';

/**
 * Status colours (docs/product/leads.md#statuses), each pair readable (WCAG AA) in the light and
 * the dark theme.
 */
const STATUS_COLOUR_CLASSES: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  purple: 'bg-purple-100 text-purple-900 dark:bg-purple-950 dark:text-purple-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  grey: 'bg-muted text-foreground',
};

/** The design system's badge shape; the colours are this feature's own, so none clash. */
const BADGE_CLASSES = 'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

export type LeadStatusBadgeProps = { status: string };

export function LeadStatusBadge({ status }: LeadStatusBadgeProps) {
  const colour = toLeadStatusColour(status);
  return (
    <span data-colour={colour} className={`${BADGE_CLASSES} border-transparent ${STATUS_COLOUR_CLASSES[colour] ?? STATUS_COLOUR_CLASSES.grey}`}>
      {toLeadStatusLabel(status)}
    </span>
  );
}

const URGENCY_TONE_CLASSES: Record<UrgencyTone, string> = {
  urgent: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  soon: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  relaxed: 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100',
  unknown: 'border-input bg-card text-foreground',
};

export type UrgencyBadgeProps = { urgency: string | null };

/** Renders nothing for a lead with no urgency. */
export function UrgencyBadge({ urgency }: UrgencyBadgeProps) {
  const badge = toUrgencyBadge(urgency);
  if (!badge) return null;
  return (
    <span data-tone={badge.tone} className={`${BADGE_CLASSES} ${URGENCY_TONE_CLASSES[badge.tone]}`}>
      <span className="sr-only">Urgency: </span>
      {badge.label}
    </span>
  );
}

/** Another real lead has this phone number (docs/product/lead-management.md#possible-duplicates). */
export function PossibleDuplicateBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-warning/60 bg-warning/15 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-foreground">
      Possible duplicate
    </span>
  );
}
