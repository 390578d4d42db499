import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDist } from '../scripts/compress-dist';
import { mountPwa } from './static-pwa';
import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from './test/test-app';
import { BUILD_ORIGIN } from '../shared/site/build-origin';

const APP_URL = 'https://drop.example';
const INLINE_SCRIPT = 'document.documentElement.dataset.ready="1"';
const SHELL = `<!doctype html><html><head><title>Shell</title><script id="shell-preloads">${INLINE_SCRIPT}</script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const page = (heading: string) => `<!doctype html><html><body><h1>${heading}</h1>${'<p>texto</p>'.repeat(200)}</body></html>`;

const FILES: Record<string, string> = {
  'index.html': SHELL,
  'assets/app-abc123.js': SCRIPT,
  'assets/app-abc123.js.map': '{"version":3}',
  'sw.js': `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`,
  'sw.js.map': '{"version":3}',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>https://x.test/</loc></url>'.repeat(50)}</urlset>`,
  'manifest.es.webmanifest': JSON.stringify({ name: 'Miami Drop', lang: 'es', padding: 'p'.repeat(2000) }),
  'tiny.css': 'a{}',
  'prerendered/es/index.html': page('Inicio'),
  'prerendered/en/index.html': page('Home'),
  'prerendered/es/como-funciona.html': page('Cómo funciona'),
  'prerendered/en/how-it-works.html': page('How it works'),
  'prerender-manifest.json': JSON.stringify({
    routes: {
      '/': { es: 'prerendered/es/index.html', en: 'prerendered/en/index.html' },
      '/como-funciona': { es: 'prerendered/es/como-funciona.html' },
      '/how-it-works': { en: 'prerendered/en/how-it-works.html' },
    },
  }),
};

describe('the PWA build served beside the API', () => {
  let dist: string;
  let testApp: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) => testApp.app.request(path, { headers });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'miami-drop-dist-'));
    for (const [path, content] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    compressDist(dist);
    testApp = await createTestApp();
    expect(mountPwa(testApp.app, dist, { https: true, recaptcha: false }, APP_URL)).toBe(true);
  });
  afterAll(() => {
    testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the precompressed file the caller accepts, brotli first, with its own type and Vary', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(SCRIPT);

    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();

    const manifest = await get('/manifest.es.webmanifest', { 'accept-encoding': 'br' });
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('content-encoding')).toBe('br');
  });

  it('answers the file itself when it changed after its compressed variants were made', async () => {
    const path = join(dist, 'patched.js');
    writeFileSync(path, SCRIPT);
    compressDist(dist);
    const later = new Date(Date.now() + 5000);
    writeFileSync(path, `${SCRIPT}\n// the next release\n`);
    utimesSync(path, later, later);
    const answer = await get('/patched.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toContain('the next release');
  });

  it('leaves files under 1 KiB uncompressed and without Vary', async () => {
    const tiny = await get('/tiny.css', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toBeNull();
    expect(await tiny.text()).toBe('a{}');
  });

  it('revalidates the no-cache files by ETag: 304 for the held variant, 200 for another', async () => {
    for (const path of ['/', '/dashboard', '/sw.js', '/manifest.es.webmanifest', '/como-funciona']) {
      const first = await get(path, { 'accept-encoding': 'br' });
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const otherCoding = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': etag! });
      expect(otherCoding.status).toBe(200);
    }
  });

  it('never serves source maps', async () => {
    for (const path of ['/assets/app-abc123.js.map', '/sw.js.map', '/missing.js.map']) expect((await get(path)).status).toBe(404);
  });

  it('serves robots.txt and sitemap.xml as themselves, and 404 for a missing file rather than the shell', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(FILES['robots.txt']);
    const sitemap = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(gunzipSync(Buffer.from(await sitemap.arrayBuffer())).toString()).toBe(FILES['sitemap.xml']);
    for (const path of ['/favicon.ico', '/assets/gone-123.js', '/ads.txt', '/../package.json', '/%2e%2e/package.json']) {
      const missing = await get(path);
      expect(missing.status, path).toBe(404);
      expect(await missing.text()).not.toContain('<div id="root">');
    }
  });

  it('answers the shell for app paths without a file', async () => {
    for (const path of ['/dashboard', '/dashboard/packages/12', '/reset-password']) {
      const shell = await get(path);
      expect(shell.status).toBe(200);
      expect(shell.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await shell.text()).toBe(SHELL);
    }
  });

  describe('prerendered pages in the reader\'s language', () => {
    const heading = async (response: Response) => (await response.text()).match(/<h1>(.*?)<\/h1>/)?.[1];

    it('follows the lang cookie, then Accept-Language, then Spanish, and says it varies on them', async () => {
      const english = await get('/', { cookie: 'lang=en', 'accept-language': 'es-AR,es;q=0.9' });
      expect(await heading(english)).toBe('Home');
      expect(english.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(english.headers.get('cache-control')).toBe('no-cache');
      expect(await heading(await get('/', { cookie: 'lang=es', 'accept-language': 'en-US' }))).toBe('Inicio');
      expect(await heading(await get('/', { 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' }))).toBe('Home');
      expect(await heading(await get('/', { 'accept-language': 'fr-FR, es;q=0.3' }))).toBe('Inicio');
      expect(await heading(await get('/', { 'accept-language': 'de' }))).toBe('Inicio');
      expect(await heading(await get('/', { cookie: 'lang=fr' }))).toBe('Inicio');
      expect(await heading(await get('/'))).toBe('Inicio');
    });

    it('follows a language link (?lang=) before the cookie, and keeps its choice in the cookie', async () => {
      const english = await get('/?lang=en', { cookie: 'lang=es' });
      expect(await heading(english)).toBe('Home');
      expect(english.headers.get('set-cookie')).toMatch(/^lang=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      const unknown = await get('/?lang=fr', { cookie: 'lang=es' });
      expect(await heading(unknown)).toBe('Inicio');
      expect(unknown.headers.get('set-cookie')).toBeNull();
    });

    it('serves the only variant a page has, with or without a trailing slash, compressed when asked', async () => {
      expect(await heading(await get('/como-funciona', { cookie: 'lang=en' }))).toBe('Cómo funciona');
      expect(await heading(await get('/how-it-works/', { 'accept-language': 'es' }))).toBe('How it works');
      const compressed = await get('/how-it-works', { 'accept-encoding': 'br' });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString()).toContain('<h1>How it works</h1>');
    });
  });
});

describe('the security headers of the HTML app (issue 11)', () => {
  let dist: string;
  let testApp: TestApp;
  const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'miami-drop-dist-'));
    for (const [path, content] of Object.entries(FILES)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
    testApp = await createTestApp();
    mountPwa(testApp.app, dist, { https: true, recaptcha: false }, APP_URL);
  });
  afterAll(() => {
    testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends them on pages, prerendered pages, assets, the worker and a 404 alike', async () => {
    for (const path of ['/dashboard', '/', '/how-it-works', '/assets/app-abc123.js', '/sw.js', '/robots.txt', '/missing.png']) {
      const response = await testApp.app.request(path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toMatch(/^camera=\(self\), microphone=\(\), geolocation=\(\)/);
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response), path).toContain("frame-ancestors 'none'");
    }
  });

  it('allows the app, Braintree and PayPal, and an inline script only by the hash of the build\'s own', async () => {
    const policy = policyOf(await testApp.app.request('/'));
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", `'sha256-${hash}'`, 'https://js.braintreegateway.com']));
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-inline'");
    expect(scriptSrc.split(' ')).not.toContain("'unsafe-eval'");
    // WebAssembly may compile (the barcode reader), JavaScript eval may not.
    expect(scriptSrc.split(' ')).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain('google.com');
    expect(policy).toContain('frame-src https://assets.braintreegateway.com');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('adds Google reCAPTCHA only where it is enabled, and HSTS only on https', async () => {
    const other = await createTestApp();
    try {
      mountPwa(other.app, dist, { https: false, recaptcha: true }, APP_URL);
      const response = await other.app.request('/');
      expect(policyOf(response)).toContain('https://www.google.com/recaptcha/');
      expect(policyOf(response)).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      other.close();
    }
  });
});

describe('a build without a prerender manifest', () => {
  it('answers the shell for every page, as before', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'miami-drop-dist-'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const testApp = await createTestApp();
    try {
      mountPwa(testApp.app, dist, { https: false, recaptcha: false }, APP_URL);
      for (const path of ['/', '/como-funciona', '/how-it-works']) expect(await (await testApp.app.request(path)).text()).toBe(SHELL);
    } finally {
      testApp.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('one build for any APP_URL (decision 152)', () => {
  const pageNaming = (origin: string) =>
    `<!doctype html><html><head><link rel="canonical" href="${origin}/how-it-works" /><script>window.origin="${origin}"</script></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
  const BUILT: Record<string, string> = {
    'index.html': SHELL,
    'robots.txt': `User-agent: *\nSitemap: ${BUILD_ORIGIN}/sitemap.xml\n`,
    'sitemap.xml': `<?xml version="1.0"?><urlset>${`<url><loc>${BUILD_ORIGIN}/</loc></url>`.repeat(50)}</urlset>`,
    'prerendered/en/how-it-works.html': pageNaming(BUILD_ORIGIN),
    'prerender-manifest.json': JSON.stringify({ routes: { '/how-it-works': { en: 'prerendered/en/how-it-works.html' } } }),
  };
  const writeBuild = (dir: string, files: Record<string, string>) => {
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    compressDist(dir);
  };
  let dist: string;
  let testApp: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) => testApp.app.request(path, { headers });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'miami-drop-dist-'));
    writeBuild(join(dist, 'pwa.build-a-1'), BUILT);
    symlinkSync('pwa.build-a-1', join(dist, 'pwa'));
    testApp = await createTestApp();
    expect(mountPwa(testApp.app, join(dist, 'pwa'), { https: true, recaptcha: false }, 'https://drop.example/a&b')).toBe(true);
  });
  afterAll(() => {
    testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('names the configured APP_URL in the pages, sitemap.xml and robots.txt, escaped where markup needs it', async () => {
    const page = await (await get('/how-it-works')).text();
    expect(page).toContain('<link rel="canonical" href="https://drop.example/a&amp;b/how-it-works" />');
    expect(page).not.toContain(BUILD_ORIGIN);
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: https://drop.example/a&b/sitemap.xml');
    const sitemap = await get('/sitemap.xml', { 'accept-encoding': 'br' });
    expect(sitemap.headers.get('content-encoding')).toBe('br');
    const xml = brotliDecompressSync(Buffer.from(await sitemap.arrayBuffer())).toString();
    expect(xml).toContain('<loc>https://drop.example/a&amp;b/</loc>');
    expect(xml).not.toContain(BUILD_ORIGIN);
    const gzip = await get('/how-it-works', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
  });

  it('allows an inline script by the hash of the bytes it serves, not of the build\'s', async () => {
    const policy = (await get('/how-it-works')).headers.get('content-security-policy') ?? '';
    const served = (await (await get('/how-it-works')).text()).match(/<script>([^<]*)<\/script>/)![1]!;
    expect(served).toContain('https://drop.example/a&amp;b');
    expect(policy).toContain(`'sha256-${createHash('sha256').update(served).digest('base64')}'`);
  });

  it('keeps serving the build it started with when another is swapped in under the same name', async () => {
    const before = await (await get('/how-it-works')).text();
    writeBuild(join(dist, 'pwa.build-b-1'), { ...BUILT, 'prerendered/en/how-it-works.html': pageNaming(`${BUILD_ORIGIN}/next`), 'extra.txt': 'new' });
    symlinkSync('pwa.build-b-1', join(dist, 'pwa.next'));
    renameSync(join(dist, 'pwa.next'), join(dist, 'pwa'));
    expect(await (await get('/how-it-works')).text()).toBe(before);
    expect((await get('/extra.txt')).status).toBe(404);
  });
});
