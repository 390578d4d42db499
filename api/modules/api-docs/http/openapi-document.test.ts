import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedOperations } from '../../../test/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Served beside the document, deliberately not described in it (/metrics is Prometheus' text for the operator's scraper). */
const NOT_OPERATIONS = new Set(['/api/openapi.json', '/api/docs', '/api/*', '/metrics']);

/** Every (method, path) the API router answers, in OpenAPI form: /api/users/:id → /api/users/{id}. */
function mountedOperations(testApp: TestApp): string[] {
  const mounted = testApp.app.routes
    .filter((route) => route.method !== 'ALL' && !NOT_OPERATIONS.has(route.path))
    .map((route) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
  return [...new Set(mounted)].sort();
}

describe('the OpenAPI document', () => {
  let testApp: TestApp;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    document = (await response.json()) as Record<string, unknown>;
  });
  afterAll(() => testApp.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every route the API answers, and nothing it does not', () => {
    const documented = documentedOperations(testApp.app).map((operation) => `${operation.method} ${operation.path}`).sort();
    expect(documented).toEqual(mountedOperations(testApp));
    const paths = document.paths as Record<string, Record<string, unknown>>;
    const fromDocument = Object.entries(paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} /api${path}`));
    expect(fromDocument.sort()).toEqual(documented);
  });

  it('documents the two ways to sign in, the error shape and the shared headers once', () => {
    const components = document.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.securitySchemes ?? {})).toEqual(['bearerAuth', 'sessionCookie']);
    expect(components.schemas).toHaveProperty('Error');
    expect(Object.keys(components.headers ?? {})).toEqual(expect.arrayContaining(['Retry-After', 'Idempotent-Replayed', 'X-RateLimit-Remaining-Hour']));
  });

  it('lists the failures that follow from access and input', () => {
    const paths = document.paths as Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
    const setWhatsapp = paths['/settings/whatsapp']?.post;
    expect(Object.keys(setWhatsapp?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403', '413', '415', 'default']));
    expect(setWhatsapp?.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(paths['/settings/whatsapp']?.get?.security).toBeUndefined();
  });
});

describe('the API reference page', () => {
  it('is served at /api/docs where configured', async () => {
    const testApp = await createTestApp({ config: { apiReference: true } });
    const response = await testApp.app.request('/api/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('/api/openapi.json');
    // Scalar's CDN script and its inline start-up script by hash, nothing else; never framed.
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toMatch(/script-src https:\/\/cdn\.jsdelivr\.net 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    testApp.close();
  });

  it('answers 404 where it is off, while the document stays available', async () => {
    const testApp = await createTestApp({ config: { apiReference: false } });
    expect((await testApp.app.request('/api/docs')).status).toBe(404);
    expect((await testApp.app.request('/api/openapi.json')).status).toBe(200);
    testApp.close();
  });
});
