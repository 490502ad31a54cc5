import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The SSRF guard of the webhooks: which addresses a delivery may connect to. Checked when a webhook is saved and again before every delivery, on
 * every address the host name resolves to; the delivery then connects only to the addresses checked
 * (webhook-sender.ts), so a name that resolves elsewhere a moment later (DNS rebinding) changes
 * nothing. The ranges come from ipaddr.js; `request-filtering-agent` was not enough: it allows
 * either every non-public range or none, while link-local and cloud metadata must stay refused when
 * private networks are allowed.
 */

/** What an address is to the guard: public, private (loopback and LAN), or never allowed. */
export type AddressClass = 'public' | 'private' | 'forbidden';

/** The AWS metadata service's IPv6 address, inside the otherwise private fc00::/7. */
const METADATA_V6 = ipaddr.parse('fd00:ec2::254');
/** NAT64's well-known prefix: the IPv4 address it reaches is its last 32 bits. */
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

function classifyV4(address: ipaddr.IPv4): AddressClass {
  switch (address.range()) {
    case 'unicast':
      return 'public';
    case 'loopback':
    case 'private':
    case 'carrierGradeNat':
      return 'private';
    default:
      // unspecified (0.0.0.0/8), link-local and cloud metadata (169.254.0.0/16), multicast,
      // broadcast, reserved and documentation ranges.
      return 'forbidden';
  }
}

const embeddedV4 = (address: ipaddr.IPv6) => {
  const bytes = address.toByteArray().slice(12);
  return new ipaddr.IPv4(bytes);
};

function classifyV6(address: ipaddr.IPv6): AddressClass {
  if (address.toNormalizedString() === METADATA_V6.toNormalizedString()) return 'forbidden';
  const range = address.range();
  switch (range) {
    case 'unicast':
      return 'public';
    case 'loopback':
    case 'uniqueLocal':
      return 'private';
    case 'ipv4Mapped':
    case 'rfc6145':
      return classifyV4(embeddedV4(address));
    case 'rfc6052':
      return address.match(NAT64) ? classifyV4(embeddedV4(address)) : 'forbidden';
    default:
      // unspecified, link-local (fe80::/10), multicast, site-local, 6to4, Teredo and the rest.
      return 'forbidden';
  }
}

/** The class of one IP address (text); anything that is not an IP address is forbidden. */
export function classifyAddress(text: string): AddressClass {
  const bare = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (net.isIP(bare) === 0) return 'forbidden';
  const address = ipaddr.parse(bare);
  return address.kind() === 'ipv4' ? classifyV4(address as ipaddr.IPv4) : classifyV6(address as ipaddr.IPv6);
}

/** An address a delivery may connect to, as dns.lookup answers it. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (dns.lookup, `all`); tests may pass another. */
export type Resolve = (hostname: string) => Promise<CheckedAddress[]>;

export const systemResolve: Resolve = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export type AddressCheck =
  | { ok: true; url: URL; addresses: CheckedAddress[] }
  | { ok: false; reason: 'invalid' | 'unresolvable' | 'forbidden' };

export interface AddressPolicy {
  /** Loopback and private networks allowed (WEBHOOKS_ALLOW_PRIVATE_NETWORKS). */
  allowPrivateNetworks: boolean;
  resolve?: Resolve;
}

/**
 * Resolves the URL's host and checks every address it resolves to: one forbidden address (or a
 * private one while private networks are not allowed) refuses the URL, whatever the others are.
 */
export async function checkWebhookUrl(text: string, policy: AddressPolicy): Promise<AddressCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'invalid' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: CheckedAddress[];
  if (net.isIP(host) !== 0) {
    addresses = [{ address: host, family: net.isIP(host) === 6 ? 6 : 4 }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      return { ok: false, reason: 'unresolvable' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'unresolvable' };
  }
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'forbidden' || (kind === 'private' && !policy.allowPrivateNetworks)) {
      return { ok: false, reason: 'forbidden' };
    }
  }
  return { ok: true, url, addresses };
}
