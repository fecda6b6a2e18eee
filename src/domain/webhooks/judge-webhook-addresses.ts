import { classifyIpAddress, IP_ADDRESS_CLASS_LABELS, type IpAddressClass } from './classify-ip-address';

/**
 * Classes a webhook may reach only when the server allows private targets
 * (ALLOW_PRIVATE_WEBHOOK_TARGETS, for automation on the same host or network). A cloud metadata
 * service, multicast, reserved and unspecified addresses are never a webhook, whatever is set
 * (docs/product/leads.md#webhook-targets).
 */
export const PRIVATE_WEBHOOK_CLASSES: readonly IpAddressClass[] = ['loopback', 'private', 'link_local', 'shared'];

export type WebhookAddressVerdict =
  | { allowed: true }
  | { allowed: false; address: string; kind: IpAddressClass; reason: string };

/**
 * Whether a webhook may be sent to a host that resolves to these addresses. Every address
 * must pass, because the connection may use any of them; no address at all is refused.
 */
export function judgeWebhookAddresses(addresses: readonly string[], options: { allowPrivate: boolean }): WebhookAddressVerdict {
  if (addresses.length === 0) {
    return { allowed: false, address: '', kind: 'invalid', reason: 'The host name has no address.' };
  }
  for (const address of addresses) {
    const kind = classifyIpAddress(address);
    if (kind === 'public') continue;
    if (options.allowPrivate && PRIVATE_WEBHOOK_CLASSES.includes(kind)) continue;
    const hint = PRIVATE_WEBHOOK_CLASSES.includes(kind) ? ' Private targets are allowed only when the server sets ALLOW_PRIVATE_WEBHOOK_TARGETS=true.' : '';
    return {
      allowed: false,
      address,
      kind,
      reason: `The webhook address resolves to ${IP_ADDRESS_CLASS_LABELS[kind]} (${address}).${hint}`,
    };
  }
  return { allowed: true };
}
