import { Copy } from 'lucide-react';
import { useState } from 'react';
import { toQuoteLinkPath } from '#domain/funnels/quote-link';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { formatDate } from '#client/lib/format';
import { useIssuedQuoteLink } from '#client/resources/quote-links/quote-links-api';

/**
 * The confirmation's quote link (docs/product/home-flow.md#quote-link): it arrives with the save's
 * answer, so it reads 'Preparing…' until then; Copy puts the whole address on the clipboard.
 */
export function QuoteLinkCard({ funnelKey }: { funnelKey: string }) {
  const link = useIssuedQuoteLink(funnelKey);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = link ? `${window.location.origin}${toQuoteLinkPath(link.token)}` : null;

  async function handleCopy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Your quote link</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {link && url ? (
          <>
            <p className="text-sm text-muted-foreground">
              Open it on any device to see this quote again. Valid until {formatDate(link.expiresAt)}.
            </p>
            <a href={url} className="font-mono text-sm break-all text-primary underline underline-offset-4" data-testid="quote-link">
              {url}
            </a>
            <div className="flex flex-wrap items-center gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => void handleCopy()}>
                <Copy aria-hidden="true" />
                Copy link
              </Button>
              <span role="status" className="text-sm text-muted-foreground">
                {copyState === 'copied' ? 'Copied' : copyState === 'failed' ? 'Select and copy it by hand' : ''}
              </span>
            </div>
          </>
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            Preparing your quote link…
          </p>
        )}
      </CardContent>
    </Card>
  );
}
