import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../shared/accounts/session-rules';
import { createPackage, createSubscription, createUser, loginAs } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { JSON_COMPRESSION_THRESHOLD_BYTES } from './compress-json';

const SECURITY_HEADERS = {
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'permissions-policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=()',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries());

describe('the API frame: one middleware for the caller, security headers, caching and compression', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('sets the security headers and no-store on answers, failures and unknown paths alike', async () => {
    for (const [path, status] of [['/api/health', 200], ['/api/tracking', 401], ['/api/does-not-exist', 404]] as const) {
      const response = await call(testApp, 'GET', path);
      expect(response.status).toBe(status);
      expect(headersOf(response)).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store', 'content-type': 'application/json' });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('asks for HTTPS only (HSTS) when the public address is https', async () => {
    const secure = await createTestApp({ config: { appUrl: 'https://miamidrop.example' } });
    try {
      const response = await call(secure, 'GET', '/api/health');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      secure.close();
    }
  });

  it('keeps a 400 from validation and a 413 from the body limit in the same shape, with the same headers', async () => {
    const invalid = await call(testApp, 'POST', '/api/login', { body: { email: 'not-an-email' } });
    expect(invalid.status).toBe(400);
    expect(headersOf(invalid)).toMatchObject(SECURITY_HEADERS);
    const huge = await call(testApp, 'POST', '/api/login', { body: { email: 'a@b.c', password: 'x'.repeat(300 * 1024) } });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: 'Request body too large' });
    expect(headersOf(huge)).toMatchObject({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });
  });

  it('reads the caller from a Bearer token or the session cookie', async () => {
    const { user } = await createUser(testApp);
    const token = await loginAs(testApp, user.email);
    expect((await call(testApp, 'GET', '/api/users/profile', { token })).status).toBe(200);
    expect((await call(testApp, 'GET', '/api/users/profile', { headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` } })).status).toBe(200);
    expect((await call(testApp, 'GET', '/api/users/profile', { token: 'forged' })).status).toBe(401);
  });

  describe('compression of JSON answers', () => {
    async function largeList() {
      const { user } = await createUser(testApp);
      await createSubscription(testApp, user.id);
      for (let i = 0; i < 20; i++) await createPackage(testApp, user.id, { title: `Paquete ${i}` });
      return loginAs(testApp, user.email);
    }

    it('compresses a large answer with brotli, else gzip, as the caller accepts, and says it varies on it', async () => {
      const token = await largeList();
      const plain = await call(testApp, 'GET', '/api/tracking', { token });
      const text = await plain.text();
      expect(text.length).toBeGreaterThan(JSON_COMPRESSION_THRESHOLD_BYTES);
      expect(plain.headers.get('content-encoding')).toBeNull();

      const br = await call(testApp, 'GET', '/api/tracking', { token, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(headersOf(br)).toMatchObject({ ...SECURITY_HEADERS, 'content-encoding': 'br', vary: 'Accept-Encoding', 'content-type': 'application/json' });
      const brBytes = Buffer.from(await br.arrayBuffer());
      expect(brBytes.length).toBeLessThan(text.length / 3);
      expect(brotliDecompressSync(brBytes).toString()).toBe(text);

      const gzip = await call(testApp, 'GET', '/api/tracking', { token, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);

      const identity = await call(testApp, 'GET', '/api/tracking', { token, headers: { 'accept-encoding': 'identity' } });
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(identity.headers.get('vary')).toBe('Accept-Encoding');
      expect(await identity.text()).toBe(text);
    });

    it('leaves small answers, failures below the threshold and non-JSON bodies as they are', async () => {
      const small = await call(testApp, 'GET', '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(small.headers.get('content-encoding')).toBeNull();
      expect(await small.json()).toEqual({ ok: true });
      const missing = await call(testApp, 'GET', '/api/tracking', { headers: { 'accept-encoding': 'br' } });
      expect(missing.status).toBe(401);
      expect(missing.headers.get('content-encoding')).toBeNull();
    });
  });
});
