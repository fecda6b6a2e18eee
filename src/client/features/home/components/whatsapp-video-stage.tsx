import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarCheck, CircleCheck, Clock, MessageCircle, Video } from 'lucide-react';
import { getAvailabilityForUrgency } from '#domain/funnels/availability-for-urgency';
import { toFirstName } from '#domain/display/to-display-name';
import { toVideoQuoteRange } from '#domain/funnels/to-instant-quote';
import { VIDEO_SCREEN_FALLBACK_RANGE_TEXT } from '#domain/pricing/estimated-range';
import type { PricingConfig } from '#domain/pricing/pricing-config';
import type { PublicAppSettings } from '#domain/settings/default-app-settings';
import { toVatLine } from '#domain/settings/to-vat-line';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { videoReasonsQueryOptions } from '../api/home-api';
import { formatRange } from '../format-range';
import type { HomeFlowData } from '../home-flow-store';
import { StageShell } from './stage-shell';

export type WhatsAppVideoStageProps = {
  data: HomeFlowData;
  settings: Pick<PublicAppSettings, 'businessName' | 'offerText' | 'vatRegistered'>;
  /** Prices the range at the customer's urgency; while it loads, the analysis's own range shows. */
  config: PricingConfig | undefined;
  onSend: () => void;
  onBack: () => void;
};

/** A video quote over WhatsApp (docs/product/home-flow.md#video-quote). */
export function WhatsAppVideoStage({ data, settings, config, onSend, onBack }: WhatsAppVideoStageProps) {
  const reasons = useQuery(videoReasonsQueryOptions(data));
  const job = data.analysedJob;
  const range = toVideoQuoteRange(
    { tasks: job?.tasks, totalEstimatedHours: job?.totalEstimatedHours, urgency: data.customerDetails.urgency, estimatedRange: job?.estimatedRange },
    config,
  );
  const firstName = toFirstName(data.customerDetails.customerName);

  return (
    <StageShell title="Get a Video Quote on WhatsApp" description="Film the job on your phone, send it to us, and get a firm price back.">
      <figure className="mx-auto w-full max-w-sm overflow-hidden rounded-2xl border bg-card shadow-sm">
        <figcaption className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
          <span className="inline-flex size-9 items-center justify-center rounded-full bg-white/20">
            <MessageCircle aria-hidden="true" className="size-5" />
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-semibold">{settings.businessName}</span>
            <span className="text-xs">Example chat</span>
          </span>
        </figcaption>
        <ol className="flex flex-col gap-2 bg-[#ece5dd] p-4 text-sm text-[#111b21]">
          <li className="flex max-w-[85%] items-center gap-2 self-end rounded-lg rounded-tr-none bg-[#d9fdd3] px-3 py-2">
            <Video aria-hidden="true" className="size-4 shrink-0" />
            Hi! Here&apos;s a quick video of the job.
          </li>
          <li className="max-w-[85%] self-start rounded-lg rounded-tl-none bg-white px-3 py-2">
            Thanks {firstName}! From your video this is 80% likely to take 2–3 hours.
          </li>
          <li className="max-w-[85%] self-start rounded-lg rounded-tl-none bg-white px-3 py-2">
            Here&apos;s your firm price, and we can book you in straight away.
          </li>
        </ol>
      </figure>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <p className="flex flex-col rounded-xl border bg-card p-4">
          <span className="text-sm text-muted-foreground">Estimated price</span>
          <span className="text-xl font-bold tabular-nums">{range ? formatRange(range) : `£${VIDEO_SCREEN_FALLBACK_RANGE_TEXT}`}</span>
          <span className="text-sm text-muted-foreground">{toVatLine(settings.vatRegistered)}</span>
        </p>
        <p className="flex flex-col rounded-xl border bg-card p-4">
          <span className="text-sm text-muted-foreground">Availability</span>
          <span className="inline-flex items-center gap-2 text-xl font-bold">
            <CalendarCheck aria-hidden="true" className="size-5 text-success" />
            {getAvailabilityForUrgency(data.customerDetails.urgency).startText}
          </span>
        </p>
      </div>
      <section aria-labelledby="video-reasons-heading" className="flex flex-col gap-3">
        <h2 id="video-reasons-heading" className="text-lg font-semibold">
          Why a video quote works for this job
        </h2>
        {reasons.data ? (
          <ul className="flex flex-col gap-2">
            {reasons.data.map((reason) => (
              <li key={reason} className="flex items-start gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                {reason}
              </li>
            ))}
          </ul>
        ) : (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">Loading the reasons…</span>
            <Skeleton className="h-6 w-5/6" />
            <Skeleton className="h-6 w-4/6" />
            <Skeleton className="h-6 w-3/4" />
          </div>
        )}
        {settings.offerText.trim() ? (
          <p className="inline-flex items-center gap-2 self-start rounded-full bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground">
            <Clock aria-hidden="true" className="size-4" />
            {settings.offerText}
          </p>
        ) : null}
      </section>
      <div className="flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onSend}>
          <MessageCircle aria-hidden="true" />
          Send On WhatsApp Now
        </Button>
        <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Quote Options
        </Button>
      </div>
    </StageShell>
  );
}
