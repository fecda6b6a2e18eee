import { HardHat } from 'lucide-react';
import type { Referral } from '#domain/funnels/analysis-outcome';
import { cn } from '#client/lib/cn';

export type ReferralNoticeProps = {
  referrals: readonly Referral[];
  /**
   * The closing line: `priced` beside ordinary tasks (a mixed description), `leave_details`
   * before the call-back form, `call_back` once the details are in.
   */
  note: 'priced' | 'leave_details' | 'call_back';
  className?: string;
};

const NOTES: Readonly<Record<ReferralNoticeProps['note'], string>> = {
  priced: 'We have priced the rest of your job; this part is not included in the price.',
  leave_details: "We don't price this work ourselves. Leave your details and we'll call you back to help you arrange it.",
  call_back: "We don't price this work ourselves. We'll call you back to help you arrange it.",
};

/**
 * Which specialist the work needs and why (docs/product/home-flow.md#analysis-outcomes). Shared
 * by both funnels, so a customer reads the same words on `/` and `/pricing`.
 */
export function ReferralNotice({ referrals, note, className }: ReferralNoticeProps) {
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
      <p className="mt-3 text-sm">{NOTES[note]}</p>
    </section>
  );
}
