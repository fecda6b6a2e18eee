import { Phone } from 'lucide-react';
import { Link } from 'wouter';
import { toTelHref } from '#domain/funnels/contact-links';
import { Alert, ErrorBanner } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { LoadingState } from '#client/components/ui/spinner';
import { isApiError } from '#client/lib/api-client';
import { formatDate, formatPoundsWhole } from '#client/lib/format';
import { paths } from '#client/lib/paths';
import { usePublicSettings } from '#client/resources/app-settings/app-settings-api';
import { useQuoteRecap } from '#client/resources/quote-links/quote-links-api';

export type QuoteLinkPageProps = { token: string };

/**
 * '/q/{token}': the recap of a saved quote, the same on any device while the link is valid
 * (docs/product/home-flow.md#quote-link). It shows the customer's first name only.
 */
export function QuoteLinkPage({ token }: QuoteLinkPageProps) {
  const recap = useQuoteRecap(token);
  const { businessPhone } = usePublicSettings();

  if (recap.isPending) return <LoadingState label="Loading your quote…" />;
  if (recap.isError) {
    const isGone = isApiError(recap.error) && recap.error.status === 404;
    return (
      <article className="mx-auto flex max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight">Your quote</h1>
        {isGone ? (
          <Alert variant="warning" title="This quote link has expired or does not exist">
            Ask us for a new quote, or call us and we will find it for you.
          </Alert>
        ) : (
          <ErrorBanner title="Your quote could not be loaded" onRetry={() => void recap.refetch()} isRetrying={recap.isFetching}>
            Check your connection and try again.
          </ErrorBanner>
        )}
        <CallAndHome businessPhone={businessPhone} />
      </article>
    );
  }

  const quote = recap.data;
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Your quote</h1>
        <p className="text-muted-foreground">
          Hi {quote.firstName}, here is what you asked for and the price you were shown.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle level={2}>What you asked for</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Route</dt>
            <dd className="font-medium">{quote.routeTitle}</dd>
            <dt className="text-muted-foreground">Price</dt>
            <dd>
              <span className="font-semibold tabular-nums">
                {formatPoundsWhole(quote.estimatedPriceLow)} – {formatPoundsWhole(quote.estimatedPriceHigh)}
              </span>
              <span className="block text-sm text-muted-foreground">{quote.vatLine}</span>
            </dd>
            <dt className="text-muted-foreground">Reference</dt>
            <dd className="font-mono font-semibold tracking-wider">{quote.reference}</dd>
            <dt className="text-muted-foreground">Valid until</dt>
            <dd>{formatDate(quote.validUntil)}</dd>
          </dl>
          {quote.tasks.length > 0 ? (
            <ul className="list-disc pl-5 text-sm" aria-label="Your tasks">
              {quote.tasks.map((task, index) => (
                <li key={`${index}-${task}`}>{task}</li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
      <CallAndHome businessPhone={quote.businessPhone} />
    </article>
  );
}

function CallAndHome({ businessPhone }: { businessPhone: string }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button asChild>
        <a href={toTelHref(businessPhone)}>
          <Phone aria-hidden="true" />
          Call {businessPhone}
        </a>
      </Button>
      <Link href={paths.home} className="inline-flex min-h-11 items-center underline underline-offset-4">
        Back to the home page
      </Link>
    </div>
  );
}
