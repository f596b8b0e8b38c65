/**
 * A push subscription's endpoint is a URL the server will POST to, so it is checked like any
 * server-side request to a URL a user gave: `https:` on a public host only (every address its name
 * resolves to is public: no loopback, private, link-local, cloud-metadata, CGNAT or their IPv6
 * equivalents), with no credentials and a bounded length. Hosts an operator lists in
 * PUSH_ALLOW_HOSTS (a self-hosted push service, the tests' local one) are let through, `http:`
 * too. Redirects are never followed when sending (web-push does not follow them).
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

export const MAX_ENDPOINT_LENGTH = 2048;

/** Resolves a host name to its addresses (DNS); tests pass their own. */
export type ResolveHost = (host: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, 169.254.169.254 (cloud metadata) among them
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::10.0.0.1), or undefined. */
function embeddedIpv4(address: string): string | undefined {
  const match = /^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (match) return match[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1] ?? '0', 16);
  const low = parseInt(hex[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is one a server must not be sent to by a user's URL. */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, 'ipv4');
  if (version !== 6) return true;
  const inner = embeddedIpv4(address);
  if (inner !== undefined) return blocked.check(inner, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export interface EndpointPolicy {
  /** Host names (lower-case, optionally with :port) let through whatever they resolve to. */
  allowHosts: readonly string[];
  resolve: ResolveHost;
}

/** Host names of PUSH_ALLOW_HOSTS: comma- or space-separated, lower-cased. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
}

const REFUSED = 'The push endpoint must be an https URL of a public push service.';

/** Why the endpoint is refused, in a sentence; undefined when it may be used. */
export async function endpointProblem(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<string | undefined> {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    return `The push endpoint is longer than ${MAX_ENDPOINT_LENGTH} characters.`;
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'The push endpoint is not a URL.';
  }
  if (url.username !== '' || url.password !== '') {
    return 'The push endpoint must not hold a user name or password.';
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const allowed =
    policy.allowHosts.includes(host) || policy.allowHosts.includes(url.host.toLowerCase());
  if (allowed) return url.protocol === 'https:' || url.protocol === 'http:' ? undefined : REFUSED;
  if (url.protocol !== 'https:') return REFUSED;
  if (host === 'localhost' || host.endsWith('.localhost')) return REFUSED;
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      return 'The push endpoint’s host could not be found.';
    }
  }
  if (addresses.length === 0 || addresses.some(isNonPublicAddress)) return REFUSED;
  return undefined;
}
