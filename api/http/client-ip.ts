import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * Which X-Forwarded-For hops to believe (decision 110): false or 0 = none (the socket's address), true = 1, a number
 * = that many proxies of ours in front, a list = the addresses (or CIDR ranges) of our proxies.
 */
export type ProxyTrust = boolean | number | readonly string[];

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plainAddress(address: string): string {
  return MAPPED_IPV4.exec(address)?.[1] ?? address;
}

/** A proxy address or CIDR range as TRUST_PROXY lists it; null when it is neither. */
export function parseProxyEntry(entry: string): { address: string; prefix?: number; family: 'ipv4' | 'ipv6' } | null {
  const [raw, prefixText, extra] = entry.trim().split('/');
  if (!raw || extra !== undefined) return null;
  const address = plainAddress(raw);
  const version = isIP(address);
  if (!version) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > (version === 4 ? 32 : 128)) return null;
  return { address, prefix: Number(prefixText), family };
}

const proxyLists = new WeakMap<readonly string[], BlockList>();

function proxyList(entries: readonly string[]): BlockList {
  let list = proxyLists.get(entries);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const parsed = parseProxyEntry(entry);
      if (!parsed) continue; // api/env.ts has refused it already
      if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
      else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    proxyLists.set(entries, list);
  }
  return list;
}

function isListed(list: BlockList, address: string): boolean {
  const version = isIP(address);
  return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For header, walking from the nearest hop
 * outward (each proxy appends the address it saw): hops that are our proxies are skipped, the first that is
 * not is the client. Entries left of it were written by the client and are never believed.
 */
export function resolveClientAddress(socketAddress: string, forwardedFor: string | undefined, trust: ProxyTrust): string {
  const hops = [socketAddress, ...(forwardedFor ?? '').split(',').map((hop) => plainAddress(hop.trim())).filter(Boolean).reverse()];
  let isProxy: (address: string, index: number) => boolean;
  if (Array.isArray(trust)) {
    const list = proxyList(trust);
    isProxy = (address) => isListed(list, address);
  } else {
    const count = trust === true ? 1 : trust === false ? 0 : Math.max(0, Math.floor(trust as number));
    isProxy = (_address, index) => index < count;
  }
  for (let index = 0; index < hops.length - 1; index++) {
    if (!isProxy(hops[index]!, index)) return hops[index]!;
    // A hop that is no address cannot be a proxy's report: the last proxy is all we know.
    if (!isIP(hops[index + 1]!)) return hops[index]!;
  }
  return hops[hops.length - 1]!;
}

/** The socket's peer: the machine that opened the connection (a proxy of ours, or the client itself). */
export function socketAddress(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? plainAddress(address) : 'unknown';
  } catch {
    return 'unknown';
  }
}

const trustsNoProxy = (trust: ProxyTrust) => trust === false || trust === 0 || (Array.isArray(trust) && trust.length === 0);

/** The caller's address: the socket's peer, or the hop our trusted proxies report for it (decision 110). */
export function clientIp(c: Context, trust: ProxyTrust): string {
  return resolveClientAddress(socketAddress(c), trustsNoProxy(trust) ? undefined : c.req.header('x-forwarded-for'), trust);
}

/** The socket's peer is a proxy of ours, so the X-Forwarded-* headers it sends are its own report. */
export function peerIsOurProxy(c: Context, trust: ProxyTrust): boolean {
  if (trustsNoProxy(trust)) return false;
  return Array.isArray(trust) ? isListed(proxyList(trust), socketAddress(c)) : true;
}
