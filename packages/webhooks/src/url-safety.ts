/**
 * Where a webhook may point: https only, and every address its name resolves to public. The
 * checked address is the one connected to (no second lookup an attacker's DNS could answer
 * differently). With `allowPrivate` (tests and local development) http and private addresses pass.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export type UrlRefusal = 'webhook_invalid_url' | 'webhook_https_required' | 'webhook_credentials' | 'webhook_private' | 'webhook_unresolvable';

export class UnsafeWebhookUrl extends Error {
  constructor(readonly reason: UrlRefusal, message: string) {
    super(message);
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })) as ResolvedAddress[];

/** Loopback, private, link-local (cloud metadata included), CGNAT, multicast, reserved and documentation ranges, IPv4-mapped and NAT64 IPv6. */
// Two lists: BlockList counts an IPv4 address as inside ::ffff:0:0/96, which must refuse only IPv6 forms.
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24],
  ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC_V4.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['::ffff:0:0', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC_V6.addSubnet(net, prefix, 'ipv6');

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  if (!family) return false;
  return family === 4 ? !NOT_PUBLIC_V4.check(address, 'ipv4') : !NOT_PUBLIC_V6.check(address, 'ipv6');
};

export interface CheckedUrl {
  url: URL;
  /** The address to connect to: the first of the checked ones. */
  address: ResolvedAddress;
}

export async function checkWebhookUrl(text: string, options: { allowPrivate: boolean; resolver?: Resolver }): Promise<CheckedUrl> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeWebhookUrl('webhook_invalid_url', 'must be an absolute https URL');
  }
  if (url.protocol !== 'https:' && !(options.allowPrivate && url.protocol === 'http:')) throw new UnsafeWebhookUrl('webhook_https_required', 'must use https');
  if (url.username || url.password) throw new UnsafeWebhookUrl('webhook_credentials', 'must not carry a user name or password');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  else {
    try {
      addresses = await (options.resolver ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) throw new UnsafeWebhookUrl('webhook_unresolvable', `${host} does not resolve`);
  }
  if (!options.allowPrivate) {
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) throw new UnsafeWebhookUrl('webhook_private', `${host} resolves to ${blocked.address}, which is not a public address`);
  }
  return { url, address: addresses[0] };
}
