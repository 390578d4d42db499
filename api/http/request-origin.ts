import type { Context } from 'hono';
import { peerIsOurProxy, type ProxyTrust } from './client-ip';

/**
 * The origin the request was sent to: the Host header with the scheme the client used, which is the one our proxy
 * reports in X-Forwarded-Proto when it ended TLS (its first value, as Express reads it), else the socket's own.
 */
export function requestOrigin(c: Context, trust: ProxyTrust): string | undefined {
  const host = c.req.header('host');
  if (!host) return undefined;
  const forwarded = peerIsOurProxy(c, trust) ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : new URL(c.req.url).protocol.slice(0, -1);
  return originOf(`${scheme}://${host}`);
}

/** Scheme, host and port as a browser serialises them (lower case, no default port); undefined for anything else. */
export const originOf = (url: string): string | undefined => {
  const parsed = URL.parse(url);
  return parsed && parsed.origin !== 'null' ? parsed.origin : undefined;
};
