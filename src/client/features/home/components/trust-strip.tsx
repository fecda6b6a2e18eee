import { BadgeCheck, Phone, ShieldCheck, Star, Zap } from 'lucide-react';
import { toTelHref } from '#domain/funnels/contact-links';
import type { PublicAppSettings } from '#domain/settings/default-app-settings';
import { MAX_RATING_STARS } from '#domain/settings/default-app-settings';
import { listTrustBadges, toRatingText, toReviewCountText } from '#domain/settings/public-settings-text';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { pushDataLayer } from '#client/resources/interactions/tracking';

/** One icon per badge position; the words are the app settings' (docs/product/home-flow.md#customer-type). */
const BADGE_ICONS = [Zap, ShieldCheck, BadgeCheck] as const;

type TrustSettings = Pick<PublicAppSettings, 'trustBadge1' | 'trustBadge2' | 'trustBadge3' | 'googleRating' | 'googleRatingStars' | 'googleReviewCount'>;

export type TrustBadgesProps = { settings: TrustSettings };

export function TrustBadges({ settings }: TrustBadgesProps) {
  const badges = listTrustBadges(settings);
  if (badges.length === 0) return null;
  return (
    <ul className="flex flex-wrap justify-center gap-2 sm:justify-start" aria-label="Why customers choose us">
      {badges.map((text, index) => {
        const Icon = BADGE_ICONS[index % BADGE_ICONS.length] ?? BadgeCheck;
        return (
          <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground">
            <Icon aria-hidden="true" className="size-4" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}

export type RatingSummaryProps = { settings: TrustSettings };

/** The rating and review count from the app settings: '4.8/5' 'from 69 reviews'. */
export function RatingSummary({ settings }: RatingSummaryProps) {
  const stars = Array.from({ length: MAX_RATING_STARS }, (_, index) => index < settings.googleRatingStars);
  return (
    <p className="inline-flex items-center gap-2 text-sm">
      <span className="inline-flex text-accent" aria-hidden="true">
        {stars.map((isFilled, index) => (
          <Star key={index} className={cn('size-4', isFilled ? 'fill-current' : 'text-muted-foreground')} />
        ))}
      </span>
      <span>
        <strong className="font-semibold">{toRatingText(settings.googleRating)}</strong>{' '}
        <span className="text-muted-foreground">{toReviewCountText(settings.googleReviewCount)}</span>
      </span>
    </p>
  );
}

export type HelpPhoneProps = {
  /** Null while the app settings load: a placeholder holds the place rather than a wrong number. */
  phone: string | null;
};

export function HelpPhone({ phone }: HelpPhoneProps) {
  function handleClick() {
    pushDataLayer('phoneClick', { source: 'home_help_phone' });
  }
  if (phone === null) {
    return (
      <div className="inline-flex min-h-11 items-center gap-2 text-sm text-muted-foreground md:min-h-0">
        Need help?
        <Skeleton className="h-4 w-32" />
      </div>
    );
  }
  return (
    <p className="inline-flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      Need help?
      <a
        href={toTelHref(phone)}
        onClick={handleClick}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline md:min-h-0"
      >
        <Phone aria-hidden="true" className="size-4" />
        Call {phone}
      </a>
    </p>
  );
}

export type TrustStripProps = {
  settings: PublicAppSettings;
  /** True while the app settings load: placeholders hold the places of texts about to change. */
  isPending: boolean;
};

/**
 * Trust badges, rating and the help number, all from the app settings
 * (docs/product/app-settings.md#where-customers-see-them): the reassurance under the opening question.
 */
export function TrustStrip({ settings, isPending }: TrustStripProps) {
  return (
    <div className="flex flex-col items-center gap-3 border-t pt-6 sm:items-start">
      {isPending ? (
        <div role="presentation" className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Skeleton className="h-8 w-28 rounded-full" />
          <Skeleton className="h-8 w-28 rounded-full" />
          <Skeleton className="h-8 w-28 rounded-full" />
        </div>
      ) : (
        <TrustBadges settings={settings} />
      )}
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:gap-6">
        {isPending ? <Skeleton className="h-5 w-48" /> : <RatingSummary settings={settings} />}
        <HelpPhone phone={isPending ? null : settings.businessPhone} />
      </div>
    </div>
  );
}
