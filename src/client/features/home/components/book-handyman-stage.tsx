import { ArrowLeft, CalendarCheck, CalendarPlus, MessageCircle, Phone } from 'lucide-react';
import type { AnalysedJob } from '#contracts/analysis.contract';
import { getAvailabilityForUrgency } from '#domain/funnels/availability-for-urgency';
import { toBookingChatMessage, toTelHref, toWhatsAppUrl } from '#domain/funnels/contact-links';
import { toBookingRange } from '#domain/funnels/to-instant-quote';
import type { PricingConfig } from '#domain/pricing/pricing-config';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import type { PublicAppSettings } from '#domain/settings/default-app-settings';
import { toServiceText } from '#domain/settings/public-settings-text';
import { toVatLine } from '#domain/settings/to-vat-line';
import { pushDataLayer } from '#client/resources/interactions/tracking';
import { formatRange } from '../format-range';
import { StageShell } from './stage-shell';

export type BookHandymanStageProps = {
  analysedJob: AnalysedJob;
  jobDescription: string;
  customerName: string;
  urgency: string;
  config: PricingConfig;
  settings: PublicAppSettings;
  onRequestVisit: () => void;
  onBack: () => void;
};

/** Book a site visit (docs/product/home-flow.md#site-visit). */
export function BookHandymanStage({
  analysedJob,
  jobDescription,
  customerName,
  urgency,
  config,
  settings,
  onRequestVisit,
  onBack,
}: BookHandymanStageProps) {
  const range = toBookingRange({ tasks: analysedJob.tasks, totalEstimatedHours: analysedJob.totalEstimatedHours, urgency }, config);
  const whatsAppUrl = toWhatsAppUrl(
    settings.whatsappNumber,
    toBookingChatMessage({ businessName: settings.businessName, customerName, jobDescription }),
  );

  const serviceText = toServiceText(urgency, settings);

  function handleCallClick() {
    pushDataLayer('phoneClick', { source: 'home_book_handyman' });
  }

  function handleWhatsAppClick() {
    pushDataLayer('whatsappClick', { source: 'home_book_handyman' });
  }

  return (
    <StageShell title="Book a Site Visit" description="A handyman comes to you, checks the job and gives you a fixed price.">
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 md:pt-6">
          <p className="flex flex-col">
            <span className="text-sm text-muted-foreground">Estimated price for your job</span>
            <span className="text-3xl font-bold tabular-nums">{formatRange(range)}</span>
            <span className="text-sm text-muted-foreground">{toVatLine(settings.vatRegistered)}</span>
          </p>
          <p className="flex items-center gap-2 font-medium">
            <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
            Available: {getAvailabilityForUrgency(urgency).startText}
          </p>
          {serviceText ? <p className="text-sm text-muted-foreground">{serviceText}</p> : null}
          {settings.bookingVisitFeeText.trim() ? (
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-medium">Site visit:</span>
              <del className="text-muted-foreground">
                <span className="sr-only">normally </span>
                {settings.bookingVisitFeeText}
              </del>
              <span className="font-semibold text-success">free when you book the work with us</span>
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-col gap-3">
        <Button size="lg" className="w-full" onClick={onRequestVisit}>
          <CalendarPlus aria-hidden="true" />
          Request Site Visit
        </Button>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <a href={toTelHref(settings.businessPhone)} onClick={handleCallClick} className={cn(buttonClasses({ variant: 'secondary', size: 'lg' }), 'w-full')}>
            <Phone aria-hidden="true" />
            Call now to book
          </a>
          <a
            href={whatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={handleWhatsAppClick}
            className={cn(buttonClasses({ variant: 'secondary', size: 'lg' }), 'w-full')}
          >
            <MessageCircle aria-hidden="true" />
            Chat on WhatsApp
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <Button variant="outline" size="lg" className="w-full" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to Quote Options
        </Button>
      </div>
    </StageShell>
  );
}
