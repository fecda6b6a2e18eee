import { Star } from 'lucide-react';
import { PRICING_PAGE_RATING } from '#domain/funnels/pricing-flow';

/**
 * A fixed 4.7 from 75 reviews (docs/product/pricing-flow.md#reviews-badge): the one rating the app
 * settings do not drive, because the product's description fixes it for this page
 * (docs/decisions/0010-app-settings-and-config-versions.md).
 */
export function ReviewsBadge() {
  return (
    <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1.5 text-sm shadow-xs">
      <span className="flex text-accent" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((star) => (
          <Star key={star} className="size-4 fill-current" />
        ))}
      </span>
      <span>
        <strong className="font-semibold">{PRICING_PAGE_RATING.rating}</strong> from {PRICING_PAGE_RATING.reviewCount} reviews
      </span>
    </p>
  );
}
