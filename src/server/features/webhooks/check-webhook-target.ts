import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { judgeWebhookAddresses } from '#domain/webhooks/judge-webhook-addresses';

/** Turns a host name into every address it resolves to; injected so tests need no network. */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address, as the connection would. */
export const resolveWithSystemDns: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

export type WebhookTargetDeps = { resolve: ResolveHost; allowPrivate: boolean };

export type WebhookTargetCheck = { allowed: true; addresses: string[] } | { allowed: false; reason: string };

/** `[::1]` in a URL is the address `::1`. */
function toHostAddress(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

/**
 * The SSRF guard for the lead webhook (docs/product/leads.md#webhook-targets): an http(s) URL
 * without credentials in it, whose host is, or resolves only to, addresses the webhook may
 * reach. Checked when staff save the URL and again at every delivery, where the connection
 * uses exactly the addresses checked (internal/post-webhook.ts), so a name that changes its
 * answer between the two cannot slip through.
 */
export async function checkWebhookTarget(url: string, deps: WebhookTargetDeps): Promise<WebhookTargetCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { allowed: false, reason: 'Enter a web address starting with http:// or https://' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { allowed: false, reason: 'Enter a web address starting with http:// or https://' };
  }
  if (parsed.username || parsed.password) {
    return { allowed: false, reason: 'Leave the user name and password out of the address; the signing secret proves the sender.' };
  }
  const host = toHostAddress(parsed.hostname);
  // The URL parser has already written any IPv4 form (0x7f.1, 2130706433) as dotted decimal.
  const addresses = isIP(host) ? [host] : await resolveAddresses(host, deps.resolve);
  if (addresses === null) return { allowed: false, reason: `The host name ${host} could not be found.` };
  const verdict = judgeWebhookAddresses(addresses, { allowPrivate: deps.allowPrivate });
  return verdict.allowed ? { allowed: true, addresses } : { allowed: false, reason: verdict.reason };
}

async function resolveAddresses(hostname: string, resolve: ResolveHost): Promise<string[] | null> {
  try {
    return await resolve(hostname);
  } catch {
    return null;
  }
}
