import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook or Slack message may go (ARCHITECTURE §22): https only, and only to public addresses — never
 * loopback, private, link-local (which holds the clouds' metadata endpoint), carrier-grade NAT, unique-local,
 * multicast or reserved ranges, in IPv4, IPv6 or IPv4 mapped into IPv6. Checked when a channel is added (the URL's
 * shape, and a literal address) and again at every send against what DNS answers then (a name may be re-pointed
 * after it was checked: DNS rebinding); the connection is made to the address that was checked.
 * `allowPrivate` (NOTIFY_ALLOW_PRIVATE_TARGETS=true) lifts the address rule and allows http, for tests and closed
 * networks.
 */

export class TargetRefused extends Error {
  override readonly name = 'TargetRefused';
}

/** Answers every address a host name resolves to (injectable: tests point a public name at a private address). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, 169.254.169.254 the metadata endpoint
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64 (maps IPv4, private ones included)
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
  ['fd00:ec2::254', 128], // the AWS metadata endpoint over IPv6 (inside fc00::/7 too)
  // IPv4 inside IPv6: compatible ::a.b.c.d, 6to4, Teredo (a public webhook never needs them). IPv4-mapped
  // ::ffff:a.b.c.d is checked by BlockList against the IPv4 ranges above.
  ['::', 96],
  ['2002::', 16],
  ['2001::', 32],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Why an address is not public, or null when it is. */
export function privateAddressReason(address: string): string | null {
  let ip = address.replace(/^\[|\]$/g, '');
  const zone = ip.indexOf('%');
  if (zone >= 0) ip = ip.slice(0, zone);
  const family = isIP(ip);
  if (family === 0) return `${address} is not an IP address`;
  const listed = family === 6 ? blocked.check(ip, 'ipv6') : blocked.check(ip, 'ipv4');
  return listed ? `${address}, which is not a public address` : null;
}

/**
 * The URL's shape: https (http too when private targets are allowed), no user name or password, a host. A literal
 * address is checked here too; a name is checked at send time (`resolveTarget`). Throws TargetRefused saying why.
 */
export function checkTargetUrl(target: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new TargetRefused('is not a URL');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new TargetRefused('must be an https:// URL');
  if (url.username || url.password) throw new TargetRefused('must not contain a user name or password');
  if (!url.hostname) throw new TargetRefused('has no host');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate) {
    if (isIP(host)) {
      const why = privateAddressReason(host);
      if (why)
        throw new TargetRefused(`points at ${why} (loopback, private, link-local and metadata are refused)`);
    } else if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
      throw new TargetRefused(`names ${host}, which is not a public host name`);
    }
  }
  return url;
}

/** The address to connect to for this URL now: resolved, every answer checked (one private answer refuses all). */
export async function resolveTarget(
  url: URL,
  resolver: Resolver,
  allowPrivate: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  const answers = literal ? [{ address: host, family: literal as 4 | 6 }] : await resolver(host);
  if (answers.length === 0) throw new TargetRefused(`${host} does not resolve`);
  if (!allowPrivate) {
    for (const a of answers) {
      const why = privateAddressReason(a.address);
      if (why) throw new TargetRefused(`${host} resolves to ${why}; refused`);
    }
  }
  return answers[0]!;
}
