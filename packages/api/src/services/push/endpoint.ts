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
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An IPv6 address as its 16 bytes (a zone, `%eth0`, and a dotted IPv4 tail are read), or undefined. */
export function ipv6Bytes(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '').toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const parts = dotted.slice(1).map(Number);
    if (parts.some((part) => part > 255)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (all.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return all.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 255];
  });
}

const v4 = (bytes: readonly number[], from: number, flip = 0) =>
  bytes
    .slice(from, from + 4)
    .map((byte) => byte ^ flip)
    .join('.');

const zeros = (bytes: readonly number[], from: number, to: number) =>
  bytes.slice(from, to).every((byte) => byte === 0);

/**
 * The IPv4 addresses an IPv6 address reaches or stands for: IPv4-mapped (::ffff:a.b.c.d),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96 and the
 * local-use 64:ff9b:1::/48), 6to4 (2002::/16) and Teredo (2001::/32: its server and its client,
 * stored inverted).
 */
export function embeddedIpv4(bytes: readonly number[]): string[] {
  const [b0, b1, b2, b3, , , , , , , b10, b11] = bytes;
  if (zeros(bytes, 0, 10) && b10 === 255 && b11 === 255) return [v4(bytes, 12)];
  if (zeros(bytes, 0, 8) && b8b9(bytes) === 0xffff && zeros(bytes, 10, 12)) return [v4(bytes, 12)];
  if (zeros(bytes, 0, 12)) return [v4(bytes, 12)];
  if (b0 === 0 && b1 === 0x64 && b2 === 0xff && b3 === 0x9b) return [v4(bytes, 12)];
  if (b0 === 0x20 && b1 === 0x02) return [v4(bytes, 2)];
  if (b0 === 0x20 && b1 === 0x01 && b2 === 0 && b3 === 0) return [v4(bytes, 4), v4(bytes, 12, 255)];
  return [];
}

function b8b9(bytes: readonly number[]): number {
  return ((bytes[8] ?? 0) << 8) | (bytes[9] ?? 0);
}

/** Whether an IP address is one a server must not be sent to by a user's URL. */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, 'ipv4');
  if (version !== 6) return true;
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  if (embeddedIpv4(bytes).some((inner) => blocked.check(inner, 'ipv4'))) return true;
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

/** The address a checked endpoint is sent to: the one checked, never looked up again. */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * The endpoint checked: why it is refused, in a sentence, or the address to send to (the first its
 * host resolved to, every one of them public unless the host is in PUSH_ALLOW_HOSTS). Sending to
 * that address closes the window in which the name could resolve elsewhere (DNS rebinding). A
 * listed host that does not resolve here is taken without an address (null): it is looked up
 * when sent to.
 */
export async function checkEndpoint(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<{ problem: string } | { pinned: PinnedAddress | null }> {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    return { problem: `The push endpoint is longer than ${MAX_ENDPOINT_LENGTH} characters.` };
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { problem: 'The push endpoint is not a URL.' };
  }
  if (url.username !== '' || url.password !== '') {
    return { problem: 'The push endpoint must not hold a user name or password.' };
  }
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const allowed =
    policy.allowHosts.includes(host) || policy.allowHosts.includes(url.host.toLowerCase());
  if (allowed ? url.protocol !== 'https:' && url.protocol !== 'http:' : url.protocol !== 'https:')
    return { problem: REFUSED };
  if (!allowed && (host === 'localhost' || host.endsWith('.localhost')))
    return { problem: REFUSED };
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      // A host the operator lists is taken unresolved (it may resolve only where it is sent from).
      if (allowed) return { pinned: null };
      return { problem: 'The push endpoint’s host could not be found.' };
    }
  }
  const first = addresses[0];
  if (first === undefined && allowed) return { pinned: null };
  if (first === undefined || (!allowed && addresses.some(isNonPublicAddress)))
    return { problem: REFUSED };
  return { pinned: { address: first, family: isIP(first) === 6 ? 6 : 4 } };
}

/** Why the endpoint is refused, in a sentence; undefined when it may be used. */
export async function endpointProblem(
  endpoint: string,
  policy: EndpointPolicy,
): Promise<string | undefined> {
  const checked = await checkEndpoint(endpoint, policy);
  return 'problem' in checked ? checked.problem : undefined;
}
