import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp, parseProxyEntry, resolveClientAddress, type ProxyTrust } from './client-ip';

describe('resolveClientAddress', () => {
  const forged = '6.6.6.6, 7.7.7.7';

  it('trusts no forwarded address without proxies', () => {
    expect(resolveClientAddress('203.0.113.5', forged, false)).toBe('203.0.113.5');
    expect(resolveClientAddress('203.0.113.5', forged, 0)).toBe('203.0.113.5');
    expect(resolveClientAddress('203.0.113.5', forged, [])).toBe('203.0.113.5');
  });

  it('takes the hop our one proxy appended, never what the client wrote before it (true = 1 hop)', () => {
    expect(resolveClientAddress('10.0.0.2', `${forged}, 198.51.100.7`, true)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', `${forged}, 198.51.100.7`, 1)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', true)).toBe('198.51.100.7');
  });

  it('counts hops from the right: a CDN and a load balancer are two', () => {
    // client -> CDN (appends the client) -> load balancer (appends the CDN's edge) -> us
    expect(resolveClientAddress('10.0.0.2', `${forged}, 198.51.100.7, 192.0.2.44`, 2)).toBe('198.51.100.7');
  });

  it('falls back to the socket when the proxy sent no header, and to the farthest hop when there are fewer than trusted', () => {
    expect(resolveClientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it('skips only listed proxies (addresses and CIDR ranges), whatever the client prepends', () => {
    const proxies = ['10.0.0.0/8', '192.0.2.44'];
    expect(resolveClientAddress('10.1.2.3', `${forged}, 198.51.100.7, 192.0.2.44`, proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('10.1.2.3', '198.51.100.7, 10.9.9.9', proxies)).toBe('198.51.100.7');
    // Not through our proxy: the header is the client's own words.
    expect(resolveClientAddress('203.0.113.5', forged, proxies)).toBe('203.0.113.5');
  });

  it('reads IPv4 peers of a dual-stack socket and IPv6 ranges', () => {
    expect(resolveClientAddress('::ffff:10.0.0.2', '198.51.100.7', ['10.0.0.2'])).toBe('198.51.100.7');
    expect(resolveClientAddress('fd00::1', '2001:db8::9', ['fd00::/8'])).toBe('2001:db8::9');
  });

  it('stops at a hop that is no address: the last proxy is all that is known', () => {
    expect(resolveClientAddress('10.0.0.2', 'not-an-ip', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('10.0.0.2', '198.51.100.7, <script>', 2)).toBe('10.0.0.2');
  });
});

describe('parseProxyEntry', () => {
  it('accepts addresses and CIDR ranges, nothing else', () => {
    expect(parseProxyEntry('10.0.0.1')).toEqual({ address: '10.0.0.1', family: 'ipv4' });
    expect(parseProxyEntry(' 10.0.0.0/8 ')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseProxyEntry('fd00::/8')).toEqual({ address: 'fd00::', prefix: 8, family: 'ipv6' });
    for (const bad of ['', 'proxy.internal', '10.0.0.0/33', '10.0.0.0/x', '10.0.0.1/8/2', '::/129']) expect(parseProxyEntry(bad)).toBeNull();
  });
});

describe('clientIp on a request', () => {
  const app = (trust: ProxyTrust) => new Hono().get('/ip', (c) => c.text(clientIp(c, trust)));
  const ask = async (trust: ProxyTrust, peer: string, forwardedFor?: string) => {
    const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
    const response = await app(trust).request('/ip', { headers }, { incoming: { socket: { remoteAddress: peer } } });
    return response.text();
  };

  it('is the socket peer unless a trusted proxy forwarded the request', async () => {
    expect(await ask(false, '203.0.113.5', '6.6.6.6')).toBe('203.0.113.5');
    expect(await ask(true, '10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    expect(await ask(['10.0.0.0/8'], '203.0.113.5', '6.6.6.6')).toBe('203.0.113.5');
    expect(await ask(['10.0.0.0/8'], '::ffff:10.0.0.2', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('is "unknown" without a socket (an in-process request)', async () => {
    const response = await new Hono().get('/ip', (c) => c.text(clientIp(c, false))).request('/ip');
    expect(await response.text()).toBe('unknown');
  });
});
