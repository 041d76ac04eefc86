/**
 * Which hosts a source may reach (review S6). A source's host is chosen by an admin, so a stolen
 * admin session could aim the connection test and the sync at the platform's own network (a
 * database, a cloud metadata service): loopback, private, link-local, unique-local, "this network"
 * and multicast addresses are refused, in IPv4, IPv6 and IPv4-mapped IPv6 forms — unless the
 * installation allows them (GATEWAY_ALLOW_PRIVATE_HOSTS=1; the demo and the tests, whose
 * organizer servers run on localhost).
 *
 * A host name is resolved once, every address it resolves to is checked, and the transport then
 * connects to the address checked (never resolving the name again), so a name cannot answer a
 * public address to the check and a private one to the connection (DNS rebinding).
 */
import dns from 'node:dns';
import net from 'node:net';
import type { ViolationSpec } from '../../hydra/errors';
import { CODES } from '../../hydra/validators';
import { GatewayError } from './types';

export interface HostPolicy {
  /** Sources may reach loopback and private hosts (GATEWAY_ALLOW_PRIVATE_HOSTS=1, the demo, the tests). */
  allowPrivateHosts: boolean;
}

/** The default everywhere the configuration says nothing: internal hosts refused. */
export const STRICT_HOSTS: HostPolicy = { allowPrivateHosts: false };

export const hostPolicyOf = (config: { allowPrivateHosts?: boolean }): HostPolicy => ({ allowPrivateHosts: config.allowPrivateHosts === true });

const INTERNAL_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaching the host itself
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const INTERNAL_V6: ReadonlyArray<[string, number]> = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // the old site-local
  ['ff00::', 8], // multicast
];

const internal = new net.BlockList();
for (const [address, prefix] of INTERNAL_V4) internal.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of INTERNAL_V6) internal.addSubnet(address, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (any notation, a dotted tail included). */
function ipv6Groups(address: string): number[] {
  // The URL parser writes the address canonically in hex: `::ffff:127.0.0.1` → `::ffff:7f00:1`.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const [head, tail] = canonical.includes('::') ? canonical.split('::') : [canonical, null];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = parse(head);
  const right = tail === null ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64 (64:ff9b::a.b.c.d). */
function embeddedIPv4(address: string): string | null {
  const groups = ipv6Groups(address);
  const high = groups.slice(0, 5);
  const zeros = high.every((group) => group === 0);
  const mapped = zeros && groups[5] === 0xffff;
  const compatible = zeros && groups[5] === 0 && (groups[6] !== 0 || groups[7] > 1);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0);
  if (!mapped && !compatible && !nat64) return null;
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
}

/** Whether an IP address is one a source may not reach without the allowance. */
export function isInternalAddress(address: string): boolean {
  const bare = address.split('%')[0];
  const family = net.isIP(bare);
  if (family === 4) return internal.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIPv4(bare);
  return v4 !== null ? internal.check(v4, 'ipv4') : internal.check(bare, 'ipv6');
}

/**
 * Whether a host as written in a source is an internal address without resolving anything: an IP
 * literal in any notation the resolver accepts (`127.1`, `2130706433`, `0x7f.0.0.1`, `[::1]`) or
 * `localhost`. Names are checked when connecting (`resolveSourceHost`).
 */
export function isInternalHostLiteral(host: string): boolean {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const bare = name.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(bare)) return isInternalAddress(bare);
  let canonical: string;
  try {
    canonical = new URL(`http://${name}/`).hostname;
  } catch {
    return false;
  }
  return net.isIP(canonical) !== 0 && isInternalAddress(canonical);
}

/** A source's host written as an internal address, refused when saved (a 422 on `host`) unless allowed. */
export function internalHostViolations(host: unknown, policy: HostPolicy): ViolationSpec[] {
  if (policy.allowPrivateHosts || typeof host !== 'string' || !isInternalHostLiteral(host)) return [];
  return [{ propertyPath: 'host', key: 'api.violation.hostInternal', code: CODES.regex, params: { host } }];
}

export type HostLookup = (host: string, options: { all: true; verbatim: true }) => Promise<dns.LookupAddress[]>;

/**
 * The address to connect to for `host`: resolved once, every address checked (HOST_NOT_ALLOWED
 * when one is internal), within `timeoutMs` (CONNECTION_FAILED past it, or when it does not
 * resolve). Null when the policy allows internal hosts: the transport connects by name as usual.
 */
export async function resolveSourceHost(host: string, policy: HostPolicy, timeoutMs: number, lookup: HostLookup = dns.promises.lookup): Promise<dns.LookupAddress | null> {
  if (policy.allowPrivateHosts) return null;
  if (isInternalHostLiteral(host)) throw new GatewayError('HOST_NOT_ALLOWED', `${host} is an internal address`);
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new GatewayError('CONNECTION_FAILED', `${host} not resolved within ${timeoutMs} ms`)), timeoutMs);
  });
  let addresses: dns.LookupAddress[];
  try {
    addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), expired]);
  } catch (err) {
    throw err instanceof GatewayError ? err : new GatewayError('CONNECTION_FAILED', `${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  } finally {
    clearTimeout(timer);
  }
  if (!addresses.length) throw new GatewayError('CONNECTION_FAILED', `${host} does not resolve`);
  const inside = addresses.find((entry) => isInternalAddress(entry.address));
  if (inside) throw new GatewayError('HOST_NOT_ALLOWED', `${host} resolves to ${inside.address}, an internal address`);
  return addresses[0];
}
