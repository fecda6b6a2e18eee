import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { webhookDeliveryCountsQueryOptions } from '#client/resources/webhooks/webhooks-api';
import { toTestingTabHref } from '#client/features/testing-platform/testing-tabs';
import { ADMIN_SCREENS } from '../admin-screens';

const TESTING_SCREEN_PATH = ADMIN_SCREENS.find((screen) => screen.marker === 'testing')?.path;

/**
 * The admin layout's warning badge (docs/product/testing-platform.md#delivery-log): shown on
 * every back-office screen while any lead webhook delivery is dead, linking to the delivery log.
 * Nothing shows while the counts load or fail: the badge is a nudge, not the log.
 */
export function WebhookDeliveryAlert() {
  const counts = useQuery(webhookDeliveryCountsQueryOptions());
  const dead = counts.data?.dead ?? 0;
  if (dead === 0 || !TESTING_SCREEN_PATH) return null;
  return (
    <Link
      href={toTestingTabHref(TESTING_SCREEN_PATH, 'integrations')}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-warning/60 bg-warning/15 px-3 text-sm font-medium text-foreground hover:bg-warning/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:min-h-9"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-warning-foreground dark:text-warning" />
      {dead} dead{' '}
      {/* On a phone only the count shows; the whole phrase is still the link's name. */}
      <span className="sr-only sm:not-sr-only">{dead === 1 ? 'webhook delivery' : 'webhook deliveries'}</span>
    </Link>
  );
}
