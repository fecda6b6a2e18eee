import { Phone } from 'lucide-react';
import { toTelHref } from '#domain/funnels/contact-links';
import { pushDataLayer } from '#client/resources/interactions/tracking';

export type OutOfScopeNoticeProps = {
  /** The analysis's own kind message for this request. */
  message: string;
  businessPhone: string;
  /** Where the phone click is counted from ('home_out_of_scope', 'pricing_out_of_scope'). */
  phoneClickSource: string;
};

/**
 * The body of the plain "this isn't something we do" screen: the reason and the business phone for
 * questions; no price and no call-back form (docs/product/home-flow.md#analysis-outcomes).
 */
export function OutOfScopeNotice({ message, businessPhone, phoneClickSource }: OutOfScopeNoticeProps) {
  function handlePhoneClick() {
    pushDataLayer('phoneClick', { source: phoneClickSource });
  }
  return (
    <div className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-xs">
      <p>{message}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>Questions? We&apos;re happy to help on the phone.</span>
        <a
          href={toTelHref(businessPhone)}
          onClick={handlePhoneClick}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4" />
          Call {businessPhone}
        </a>
      </p>
    </div>
  );
}
