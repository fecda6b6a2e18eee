import { Star } from 'lucide-react';
import type { PublicAppSettings } from '#domain/settings/default-app-settings';
import { toReviewCountText } from '#domain/settings/public-settings-text';

export type ReviewsBadgeProps = { settings: Pick<PublicAppSettings, 'googleRating' | 'googleReviewCount'> };

/**
 * '4.8 from 69 reviews': the firm's rating from the app settings, the same figures the home page
 * shows (docs/product/pricing-flow.md#reviews-badge, ADR 0019, which replaces ADR 0010's fixed badge).
 */
export function ReviewsBadge({ settings }: ReviewsBadgeProps) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm shadow-xs">
      <span className="flex text-accent" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((star) => (
          <Star key={star} className="size-4 fill-current" />
        ))}
      </span>
      <span>
        <strong className="font-semibold">{settings.googleRating.trim()}</strong> {toReviewCountText(settings.googleReviewCount)}
      </span>
    </p>
  );
}
