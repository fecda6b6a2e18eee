import { useQuery } from '@tanstack/react-query';
import { RefreshCw, Send } from 'lucide-react';
import type { WebhookDelivery } from '#contracts/webhook-deliveries.contract';
import { WEBHOOK_DELIVERY_STATE_LABELS, WEBHOOK_DELIVERY_STATES, type WebhookDeliveryState } from '#domain/webhooks/webhook-delivery-state';
import { ErrorBanner } from '#client/components/ui/alert';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeader, TableLoadingRows, TableRow } from '#client/components/ui/table';
import { toast } from '#client/components/ui/use-toast';
import { formatDateTime } from '#client/lib/format';
import { useRetryWebhookDeliveryMutation, webhookDeliveriesQueryOptions } from '#client/resources/webhooks/webhooks-api';

const STATE_BADGES: Record<WebhookDeliveryState, BadgeVariant> = { queued: 'secondary', retrying: 'warning', delivered: 'success', dead: 'destructive' };
const COLUMNS = 6;

/** The last attempt's result: its HTTP status, or the error when there was no answer. */
function toLastResult(delivery: WebhookDelivery): string {
  if (delivery.lastStatusCode !== null && delivery.lastError === null) return `HTTP ${delivery.lastStatusCode}`;
  return delivery.lastError ?? (delivery.lastStatusCode === null ? 'Not tried yet' : `HTTP ${delivery.lastStatusCode}`);
}

/**
 * The delivery log (docs/product/testing-platform.md#delivery-log): the last 100 deliveries,
 * refreshed every few seconds, with 'Retry now' on those retrying or dead.
 */
export function DeliveryLogCard() {
  const log = useQuery(webhookDeliveriesQueryOptions());
  const retryMutation = useRetryWebhookDeliveryMutation();

  function handleRetry(delivery: WebhookDelivery) {
    retryMutation.mutate(delivery.id, {
      onSuccess: (result) =>
        result.state === 'delivered'
          ? toast({ title: 'Delivered', description: `The delivery for ${result.customerName ?? 'the lead'} was delivered.` })
          : toast({ variant: 'destructive', title: 'Still failing', description: result.lastError ?? 'The webhook did not accept it.' }),
      onError: () => toast({ variant: 'destructive', title: 'Retry failed', description: 'The delivery could not be sent now. Please try again.' }),
    });
  }

  const retryingId = retryMutation.isPending ? retryMutation.variables : null;

  return (
    <Card id="webhook-deliveries">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Delivery log</CardTitle>
          <CardDescription>The last 100 webhook deliveries, newest first. Failed ones are retried on their own; Retry now sends at once.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => log.refetch()} disabled={log.isFetching}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {log.data ? (
          <ul aria-label="Deliveries by status" className="flex flex-wrap gap-2 text-sm">
            {WEBHOOK_DELIVERY_STATES.map((state) => (
              <li key={state}>
                <Badge variant={log.data.counts[state] > 0 ? STATE_BADGES[state] : 'outline'}>
                  {WEBHOOK_DELIVERY_STATE_LABELS[state]}: {log.data.counts[state]}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {log.isError ? (
          <ErrorBanner onRetry={() => log.refetch()} isRetrying={log.isFetching}>
            The delivery log could not be loaded.
          </ErrorBanner>
        ) : null}
        <Table label="Webhook deliveries" caption="Webhook deliveries, newest first" density="compact" className="min-w-[52rem]">
          <TableHeader>
            <TableRow>
              <TableHead>Lead</TableHead>
              <TableHead>Status</TableHead>
              <TableHead align="right">Attempts</TableHead>
              <TableHead>Last result</TableHead>
              <TableHead>Next retry</TableHead>
              <TableHead>
                <span className="sr-only">Action</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {log.isPending ? <TableLoadingRows columns={COLUMNS} rows={3} /> : null}
            {log.data?.deliveries.length === 0 ? (
              <TableEmptyRow columns={COLUMNS}>
                <EmptyState icon={Send} title="No deliveries yet" description="Each new lead is sent to the webhook and shows here." />
              </TableEmptyRow>
            ) : null}
            {log.data?.deliveries.map((delivery) => (
              <TableRow key={delivery.id} data-delivery-id={delivery.id}>
                <TableCell>
                  <span className="flex flex-wrap items-center gap-2 font-medium">
                    {delivery.customerName ?? 'Deleted lead'}
                    {delivery.isTest ? <Badge variant="outline">Test</Badge> : null}
                  </span>
                  <span className="block text-xs text-muted-foreground">{formatDateTime(delivery.createdAt)}</span>
                </TableCell>
                <TableCell>
                  <Badge variant={STATE_BADGES[delivery.state]}>{WEBHOOK_DELIVERY_STATE_LABELS[delivery.state]}</Badge>
                </TableCell>
                <TableCell align="right" className="tabular-nums">
                  {delivery.attempts}
                </TableCell>
                <TableCell className="max-w-[18rem] break-words">{toLastResult(delivery)}</TableCell>
                <TableCell>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : '—'}</TableCell>
                <TableCell align="right">
                  {delivery.canRetry ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => handleRetry(delivery)}
                      disabled={retryingId === delivery.id}
                      aria-label={`Retry now: ${delivery.customerName ?? 'deleted lead'}`}
                    >
                      Retry now
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
