import { BadgeCheck, Clock, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useEffectEvent } from 'react';
import { toHoursSavedHeadline } from '#domain/display/to-hours-saved-headline';
import { Spinner } from '#client/components/ui/spinner';
import { requestRecommendation } from '../api/home-api';
import type { StoredRecommendation } from '#contracts/stored-analysis';
import type { PublicAppSettings } from '#domain/settings/default-app-settings';
import type { HomeFlowData } from '../home-flow-store';
import { StageShell } from './stage-shell';

/**
 * The recommendation is requested 2 seconds after the details
 * (docs/product/home-flow.md#recommendation-wait).
 */
export const RECOMMENDATION_DELAY_MS = 2_000;

export type GeneratingRecommendationStageProps = {
  data: HomeFlowData;
  settings: Pick<PublicAppSettings, 'offerText' | 'offerDescription'>;
  onRecommended: (recommendation: StoredRecommendation) => void;
};

/** The 'Why Choose Us?' waiting screen (docs/product/home-flow.md#recommendation-wait). */
export function GeneratingRecommendationStage({ data, settings, onRecommended }: GeneratingRecommendationStageProps) {
  const onReady = useEffectEvent(async (signal: AbortSignal) => {
    const recommendation = await requestRecommendation(data, signal);
    if (!signal.aborted) onRecommended(recommendation);
  });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      onReady(controller.signal).catch(() => undefined);
    }, RECOMMENDATION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  // The offer description and offer text are the app settings' (docs/product/app-settings.md#where-customers-see-them);
  // a text staff left blank leaves its reason out.
  const reasons = [
    { id: 'hours', Icon: Clock, title: toHoursSavedHeadline(data.analysedJob?.tasks ?? []), text: 'saved compared with ringing round for quotes' },
    { id: 'customers', Icon: Users, title: settings.offerDescription.trim(), text: 'homes and businesses across the city' },
    { id: 'offer', Icon: BadgeCheck, title: settings.offerText.trim(), text: 'a firm price fast, however you choose' },
    { id: 'insured', Icon: ShieldCheck, title: 'Fully insured', text: 'every job, big or small' },
  ].filter((reason) => reason.title !== '');

  return (
    <StageShell title="Why Choose Us?" description="We're working out the best way to quote your job.">
      <p role="status" className="flex items-center gap-3 rounded-xl border bg-secondary p-4 font-medium text-secondary-foreground">
        <Spinner />
        Finding the best way to quote your job...
      </p>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {reasons.map(({ id, Icon, title, text }) => (
          <li key={id} className="flex items-start gap-3 rounded-xl border bg-card p-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="flex flex-col">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </StageShell>
  );
}
