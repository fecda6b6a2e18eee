/**
 * What kind of network an IP address belongs to, for the webhook's SSRF guard
 * (docs/product/leads.md#webhook-targets, docs/decisions/0013-integrations-webhook-settings-and-openapi.md).
 * Only `public` may be the firm's automation unless the server allows private targets: the
 * others reach this machine, the firm's own network or a cloud's metadata service, which a
 * staff account (or anyone who steals one) must not be able to make the server call.
 */
export const IP_ADDRESS_CLASSES = [
  'public',
  'loopback',
  'private',
  'link_local',
  'shared',
  'metadata',
  'unspecified',
  'multicast',
  'reserved',
  'invalid',
] as const;
export type IpAddressClass = (typeof IP_ADDRESS_CLASSES)[number];

/** A line of the table: an IPv4 range and what it is. */
type Ipv4Range = { first: number; bits: number; kind: Exclude<IpAddressClass, 'public' | 'invalid'> };

function ipv4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/**
 * IPv4 ranges that are not the public internet (IANA special-purpose registry). The metadata
 * address is listed before link-local so it is named for what it is.
 */
const IPV4_RANGES: readonly Ipv4Range[] = [
  { first: ipv4(169, 254, 169, 254), bits: 32, kind: 'metadata' }, // AWS, GCP, Azure, OpenStack
  { first: ipv4(100, 100, 100, 200), bits: 32, kind: 'metadata' }, // Alibaba Cloud
  { first: ipv4(0, 0, 0, 0), bits: 8, kind: 'unspecified' }, // "this network"; 0.0.0.0 reaches localhost
  { first: ipv4(127, 0, 0, 0), bits: 8, kind: 'loopback' },
  { first: ipv4(10, 0, 0, 0), bits: 8, kind: 'private' },
  { first: ipv4(172, 16, 0, 0), bits: 12, kind: 'private' },
  { first: ipv4(192, 168, 0, 0), bits: 16, kind: 'private' },
  { first: ipv4(169, 254, 0, 0), bits: 16, kind: 'link_local' },
  { first: ipv4(100, 64, 0, 0), bits: 10, kind: 'shared' }, // carrier-grade NAT
  { first: ipv4(192, 0, 0, 0), bits: 24, kind: 'reserved' }, // IETF protocol assignments
  { first: ipv4(192, 0, 2, 0), bits: 24, kind: 'reserved' }, // documentation
  { first: ipv4(198, 51, 100, 0), bits: 24, kind: 'reserved' }, // documentation
  { first: ipv4(203, 0, 113, 0), bits: 24, kind: 'reserved' }, // documentation
  { first: ipv4(198, 18, 0, 0), bits: 15, kind: 'reserved' }, // benchmarking
  { first: ipv4(192, 88, 99, 0), bits: 24, kind: 'reserved' }, // old 6to4 relays
  { first: ipv4(224, 0, 0, 0), bits: 4, kind: 'multicast' },
  { first: ipv4(240, 0, 0, 0), bits: 4, kind: 'reserved' }, // future use, and 255.255.255.255
];

function inIpv4Range(address: number, range: Ipv4Range): boolean {
  const mask = range.bits === 0 ? 0 : (0xffffffff << (32 - range.bits)) >>> 0;
  return ((address & mask) >>> 0) === ((range.first & mask) >>> 0);
}

/** '192.168.1.10' → its 32-bit value; null unless it is four decimal numbers 0–255. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

function classifyIpv4Value(address: number): IpAddressClass {
  return IPV4_RANGES.find((range) => inIpv4Range(address, range))?.kind ?? 'public';
}

/**
 * '::ffff:127.0.0.1' → eight 16-bit groups; null when it is not an IPv6 address. A zone
 * ('fe80::1%eth0') is dropped: it names an interface, not a different address.
 */
export function parseIpv6(text: string): number[] | null {
  const address = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '').toLowerCase();
  if (!address.includes(':')) return null;
  let head = address;
  let embedded: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    embedded = [v4 >>> 16, v4 & 0xffff];
    head = address.slice(0, lastColon + 1);
    // '::ffff:1.2.3.4' leaves '::ffff:'; '::1.2.3.4' leaves '::'.
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const readGroups = (part: string | undefined): number[] | null => {
    if (!part) return [];
    const groups = part.split(':');
    const values: number[] = [];
    for (const group of groups) {
      if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
      values.push(parseInt(group, 16));
    }
    return values;
  };
  const before = readGroups(halves[0]);
  const after = halves.length === 2 ? readGroups(halves[1]) : [];
  if (!before || !after) return null;
  const given = before.length + after.length + embedded.length;
  if (halves.length === 2) {
    if (given > 7) return null;
    return [...before, ...Array<number>(8 - given).fill(0), ...after, ...embedded];
  }
  if (given !== 8) return null;
  return [...before, ...embedded];
}

function embeddedIpv4(groups: number[], from: number): number {
  return (((groups[from] ?? 0) << 16) >>> 0) + (groups[from + 1] ?? 0);
}

function classifyIpv6Groups(groups: number[]): IpAddressClass {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const allZeroBefore = (index: number) => groups.slice(0, index).every((group) => group === 0);
  if (allZeroBefore(8)) return 'unspecified';
  if (allZeroBefore(7) && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible (::a.b.c.d): the IPv4 address decides.
  if (allZeroBefore(5) && g5 === 0xffff) return classifyIpv4Value(embeddedIpv4(groups, 6));
  if (allZeroBefore(6)) return classifyIpv4Value(embeddedIpv4(groups, 6));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address a gateway will reach.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyIpv4Value(embeddedIpv4(groups, 6));
  if (g0 === 0x2002) return classifyIpv4Value(embeddedIpv4(groups, 1));
  // AWS's IPv6 metadata service.
  if (g0 === 0xfd00 && g1 === 0x0ec2 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0 && g6 === 0 && g7 === 0x254) return 'metadata';
  if ((g0 & 0xfe00) === 0xfc00) return 'private'; // unique local fc00::/7
  if ((g0 & 0xffc0) === 0xfe80) return 'link_local'; // fe80::/10
  if ((g0 & 0xffc0) === 0xfec0) return 'private'; // deprecated site-local fec0::/10
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if (g0 === 0x2001 && g1 === 0x0db8) return 'reserved'; // documentation
  if (g0 === 0x2001 && g1 === 0) return 'reserved'; // Teredo: the IPv4 end is obfuscated
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return 'reserved'; // discard-only
  if ((g0 & 0xe000) !== 0x2000) return 'reserved'; // outside global unicast 2000::/3
  return 'public';
}

/** Classifies an IPv4 or IPv6 address written as text; anything else is `invalid`. */
export function classifyIpAddress(text: string): IpAddressClass {
  const v4 = parseIpv4(text.trim());
  if (v4 !== null) return classifyIpv4Value(v4);
  const v6 = parseIpv6(text.trim());
  if (v6 !== null) return classifyIpv6Groups(v6);
  return 'invalid';
}

/** How each class is named to staff when a URL is refused. */
export const IP_ADDRESS_CLASS_LABELS: Readonly<Record<IpAddressClass, string>> = {
  public: 'a public address',
  loopback: 'this machine (loopback)',
  private: 'a private network address',
  link_local: 'a link-local address',
  shared: 'a carrier-grade NAT address',
  metadata: 'a cloud metadata service',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
  invalid: 'not an IP address',
};

/** True when a webhook may be sent there without ALLOW_PRIVATE_WEBHOOK_TARGETS. */
export function isPublicIpAddress(text: string): boolean {
  return classifyIpAddress(text) === 'public';
}
