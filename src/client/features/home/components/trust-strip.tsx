import { BadgeCheck, Phone, ShieldCheck, Star, Zap } from 'lucide-react';
import { toTelHref } from '#domain/funnels/contact-links';
import { Skeleton } from '#client/components/ui/skeleton';
import { pushDataLayer } from '#client/resources/interactions/tracking';

/** The three trust badges, word for word (docs/product/home-flow.md#customer-type). */
const TRUST_BADGES = [
  { text: 'Fast quotes', Icon: Zap },
  { text: 'Fully insured', Icon: ShieldCheck },
  { text: 'No obligation', Icon: BadgeCheck },
] as const;

/** The home page's rating (docs/product/home-flow.md#customer-type). */
export const HOME_RATING_TEXT = '4.8/5';
export const HOME_REVIEW_COUNT_TEXT = 'from 69 reviews';

export function TrustBadges() {
  return (
    <ul className="flex flex-wrap justify-center gap-2 sm:justify-start" aria-label="Why customers choose us">
      {TRUST_BADGES.map(({ text, Icon }) => (
        <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground">
          <Icon aria-hidden="true" className="size-4" />
          {text}
        </li>
      ))}
    </ul>
  );
}

export function RatingSummary() {
  return (
    <p className="inline-flex items-center gap-2 text-sm">
      <span className="inline-flex text-accent" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star key={star} className="size-4 fill-current" />
        ))}
      </span>
      <span>
        <strong className="font-semibold">{HOME_RATING_TEXT}</strong> <span className="text-muted-foreground">{HOME_REVIEW_COUNT_TEXT}</span>
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

export type TrustStripProps = { phone: string | null };

/** Trust badges, rating and the help number: the reassurance under the opening question. */
export function TrustStrip({ phone }: TrustStripProps) {
  return (
    <div className="flex flex-col items-center gap-3 border-t pt-6 sm:items-start">
      <TrustBadges />
      <div className="flex flex-col items-center gap-1 sm:flex-row sm:gap-6">
        <RatingSummary />
        <HelpPhone phone={phone} />
      </div>
    </div>
  );
}
