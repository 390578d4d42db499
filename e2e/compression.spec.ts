import { expect, test, type APIRequestContext } from './support/journey-test';

// Decision 102: the production build's static files are precompressed (.br/.gz) and the API compresses large JSON;
// the server answers the coding the browser accepts. Playwright's request API sends exactly the header given.
const withEncoding = (request: APIRequestContext, path: string, encoding: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers: { 'accept-encoding': encoding, ...headers } });

/**
 * The entry script, named by the app's shell (a prerendered page and the dashboard's app frame add it only after
 * their first paint, decisions 100 and 101).
 */
async function firstScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/admin', { headers: { 'accept-encoding': 'identity' } })).text();
  const src = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  expect(src, 'the page loads a script').toBeTruthy();
  return src!;
}

test.describe('compression, caching and static files', () => {
  test('the page, its scripts and the manifest come brotli- or gzip-compressed as asked, with Vary', async ({ request }) => {
    const script = await firstScript(request);
    for (const [path, type] of [['/', 'text/html'], [script, 'text/javascript'], ['/manifest.es.webmanifest', 'application/manifest+json']] as const) {
      const br = await withEncoding(request, path, 'gzip, deflate, br');
      expect(br.status(), path).toBe(200);
      expect(br.headers()['content-encoding'], path).toBe('br');
      expect(br.headers()['content-type'], path).toContain(type);
      expect(br.headers()['vary'], path).toContain('Accept-Encoding');
      const gzip = await withEncoding(request, path, 'gzip');
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      const plain = await withEncoding(request, path, 'identity');
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      // Whatever travelled, the body the client reads is the same.
      expect((await br.body()).equals(await plain.body()), path).toBe(true);
      expect(Number(br.headers()['content-length']), path).toBeLessThan((await plain.body()).length);
    }
    expect((await withEncoding(request, script, 'br')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a large API answer is compressed on the fly; a small one is not', async ({ request }) => {
    const document = await withEncoding(request, '/api/openapi.json', 'br, gzip');
    expect(document.headers()['content-encoding']).toBe('br');
    expect(document.headers()['content-type']).toContain('application/json');
    expect((await document.json()).openapi).toBeTruthy();
    const health = await withEncoding(request, '/api/health', 'br, gzip');
    expect(health.headers()['content-encoding']).toBeUndefined();
    expect(await health.json()).toEqual({ ok: true });
  });

  test('the no-cache files answer 304 to the ETag the browser holds', async ({ request }) => {
    for (const path of ['/', '/sw.js', '/manifest.en.webmanifest']) {
      const first = await withEncoding(request, path, 'br');
      expect(first.headers()['cache-control'], path).toBe('no-cache');
      const etag = first.headers()['etag'];
      expect(etag, path).toBeTruthy();
      expect((await withEncoding(request, path, 'br', { 'if-none-match': etag! })).status(), path).toBe(304);
    }
  });

  test('source maps and missing files are 404, never the app', async ({ request }) => {
    const script = await firstScript(request);
    for (const path of [`${script}.map`, '/sw.js.map', '/no-such-file.txt', '/assets/no-such-chunk.js']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text(), path).not.toContain('<div id="root"');
    }
  });

  test('a prerendered page comes in the language of the lang cookie, else of Accept-Language', async ({ request }) => {
    const lang = async (headers: Record<string, string>) => (await request.get('/', { headers })).text().then((html) => html.match(/<html[^>]*\blang="([a-z]+)"/)?.[1]);
    expect(await lang({ cookie: 'lang=en', 'accept-language': 'es-AR,es;q=0.9' })).toBe('en');
    expect(await lang({ cookie: 'lang=es', 'accept-language': 'en-US,en;q=0.9' })).toBe('es');
    expect(await lang({ 'accept-language': 'en-US,en;q=0.9' })).toBe('en');
    expect(await lang({ 'accept-language': 'fr-FR' })).toBe('es');
    const answer = await request.get('/', { headers: { cookie: 'lang=en', 'accept-encoding': 'br' } });
    expect(answer.headers()['vary']).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['cache-control']).toBe('no-cache');
  });

  test('/robots.txt is text', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toMatch(/user-agent/i);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
  });
});
