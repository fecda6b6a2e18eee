import { Phone, PhoneCall, RotateCcw } from 'lucide-react';
import { toDisplayName } from '#domain/display/to-display-name';
import type { Referral } from '#domain/funnels/analysis-outcome';
import { toTelHref } from '#domain/funnels/contact-links';
import { Button } from '#client/components/ui/button';
import { ReferralNotice } from '#client/components/analysis-outcome/referral-notice';

export type ReferralCallbackStepProps = {
  customerName: string;
  referrals: readonly Referral[];
  businessPhone: string;
  onCallToBook: () => void;
  onStartAgain: () => void;
};

/**
 * quote_display when only a specialist can do the work: no price, the specialist and why, and
 * the promise of a call back (docs/product/pricing-flow.md#analysis-outcomes).
 */
export function ReferralCallbackStep({ customerName, referrals, businessPhone, onCallToBook, onStartAgain }: ReferralCallbackStepProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-5">
      <div className="flex flex-col items-center gap-2 text-center">
        <PhoneCall aria-hidden="true" className="size-10 text-success" />
        <h1 tabIndex={-1} data-step-heading className="text-2xl font-bold tracking-tight outline-none md:text-3xl">
          {`We'll call you back, ${toDisplayName(customerName)}`}
        </h1>
        <p className="text-muted-foreground">This work needs a specialist, so we have not priced it. We&apos;ll contact you within 24 hours.</p>
      </div>
      <ReferralNotice referrals={referrals} note="call_back" />
      <div className="flex flex-col gap-3">
        <Button asChild variant="outline" size="lg" className="w-full">
          <a href={toTelHref(businessPhone)} onClick={onCallToBook}>
            <Phone aria-hidden="true" />
            {`Call ${businessPhone}`}
          </a>
        </Button>
        <Button variant="outline" size="lg" className="w-full" onClick={onStartAgain}>
          <RotateCcw aria-hidden="true" />
          Get Another Quote
        </Button>
      </div>
    </section>
  );
}
