import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getWebhookDeliveryCounts } from '#contracts/webhook-deliveries.contract';
import { renderAt } from '#client/testing/render-app';
import { on, stubEndpoints } from '#client/testing/stub-endpoints';
import { WebhookDeliveryAlert } from './webhook-delivery-alert';

describe('the dead delivery badge', () => {
  it('links to the delivery log while deliveries are dead', async () => {
    stubEndpoints(on(getWebhookDeliveryCounts, () => ({ status: 200, body: { queued: 0, retrying: 1, delivered: 9, dead: 2 } })));
    renderAt('/admin/leads', <WebhookDeliveryAlert />);
    const link = await screen.findByRole('link', { name: '2 dead webhook deliveries' });
    expect(link).toHaveAttribute('href', '/admin/testing?tab=integrations');
  });

  it('says one in the singular', async () => {
    stubEndpoints(on(getWebhookDeliveryCounts, () => ({ status: 200, body: { queued: 0, retrying: 0, delivered: 0, dead: 1 } })));
    renderAt('/admin/leads', <WebhookDeliveryAlert />);
    expect(await screen.findByRole('link', { name: '1 dead webhook delivery' })).toBeVisible();
  });

  it('shows nothing when no delivery is dead, even with some retrying', async () => {
    const fetchMock = stubEndpoints(on(getWebhookDeliveryCounts, () => ({ status: 200, body: { queued: 3, retrying: 2, delivered: 9, dead: 0 } })));
    renderAt('/admin/leads', <WebhookDeliveryAlert />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
