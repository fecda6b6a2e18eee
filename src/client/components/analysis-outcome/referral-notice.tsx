import { HardHat } from 'lucide-react';
import type { Referral } from '#domain/funnels/analysis-outcome';
import { cn } from '#client/lib/cn';

export type ReferralNoticeProps = {
  referrals: readonly Referral[];
  /** Whether ordinary tasks were priced beside the referrals (a mixed description). */
  hasPricedTasks: boolean;
  className?: string;
};

/**
 * Which specialist the work needs and why (docs/product/home-flow.md#analysis-outcomes). Shared
 * by both funnels, so a customer reads the same words on `/` and `/pricing`.
 */
export function ReferralNotice({ referrals, hasPricedTasks, className }: ReferralNoticeProps) {
  return (
    <section aria-labelledby="referral-notice-title" className={cn('rounded-xl border border-warning bg-warning/15 p-4', className)}>
      <h2 id="referral-notice-title" className="flex items-center gap-2 font-semibold">
        <HardHat aria-hidden="true" className="size-5 shrink-0" />
        Needs a specialist
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {referrals.map((referral) => (
          <li key={referral.code} className="flex flex-col gap-1">
            <span className="font-medium">{referral.specialist}</span>
            <span className="text-sm">{referral.reason}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">
        {hasPricedTasks
          ? 'We have priced the rest of your job; this part is not included in the price.'
          : "We don't price this work ourselves. Leave your details and we'll call you back to help you arrange it."}
      </p>
    </section>
  );
}
