import { expect, test, type APIRequestContext } from './support/journey-test';
import { holdAppScripts, startTheApp } from './support/app-start-steps';
import { E2E_BASE_URL } from './support/e2e-config';
import { exposedExpanded } from './support/exposed-state';
import { PUBLIC_PAGES } from './support/public-pages';
import { uniqueEmail } from './support/unique-email';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';

// Decision 100: every public page arrives as HTML (prerendered at build, served by the lang cookie, then
// Accept-Language, else Spanish) and the app hydrates it.

type Language = 'es' | 'en';

/** The not-found page is the shell's (any unknown address); every other public page is prerendered. */
const PRERENDERED = PUBLIC_PAGES.filter((entry) => entry.name !== 'not found');

/** The HTML as the server sends it: no script has run. */
async function htmlOf(request: APIRequestContext, path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await request.get(path, { headers: { 'accept-encoding': 'identity', ...headers } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return response.text();
}

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const h1Of = (html: string) => decode(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '') ?? '');
const titleOf = (html: string) => decode(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const langOf = (html: string) => html.match(/<html lang="(\w+)"/)?.[1];
const linkHref = (html: string, rel: string, hreflang?: string) =>
  html.match(new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`))?.[1];
/** The server's APP_URL (decision 152: put into the build's pages at start): canonical and hreflang are full URLs under it, as in the sitemap. */
const url = (path: string) => `${E2E_BASE_URL}${path}`;

test.describe('prerendered public pages', () => {
  for (const language of ['es', 'en'] as const) {
    test(`every public page's HTML holds its heading, title, description and canonical in ${language} before any script`, async ({ request }) => {
      for (const entry of PRERENDERED) {
        const expected = entry[language];
        const html = await htmlOf(request, expected.path, { cookie: `lang=${language}` });
        expect(langOf(html), expected.path).toBe(language);
        expect(h1Of(html), expected.path).toBe(expected.h1);
        expect(titleOf(html), expected.path).toBe(expected.title);
        expect(html, expected.path).toMatch(/<meta name="description" content="[^"]{20,}"/);
        expect(linkHref(html, 'canonical'), expected.path).toBe(url(expected.path));
        // Exactly one title and one description: the page's own replace the shell's.
        expect(html.match(/<title>/g), expected.path).toHaveLength(1);
        expect(html.match(/<meta name="description"/g), expected.path).toHaveLength(1);
      }
    });
  }

  test('a page with a Spanish and an English address names both with hreflang', async ({ request }) => {
    const html = await htmlOf(request, '/como-funciona', { cookie: 'lang=es' });
    expect(linkHref(html, 'alternate', 'es')).toBe(url('/como-funciona'));
    expect(linkHref(html, 'alternate', 'en')).toBe(url('/how-it-works'));
    expect(linkHref(html, 'alternate', 'x-default')).toBe(url('/como-funciona'));
    // An alias names the page it shows as canonical; a Spanish address read in English, the English one.
    expect(linkHref(await htmlOf(request, '/pricing', { cookie: 'lang=es' }), 'canonical')).toBe(url('/tarifas-planes'));
    expect(linkHref(await htmlOf(request, '/como-funciona', { cookie: 'lang=en' }), 'canonical')).toBe(url('/how-it-works'));
  });

  test('navigating inside the app moves the canonical and hreflang links to the new page, as its HTML has them', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'es', url: baseURL! }]);
    await page.goto('/');
    // Full URLs under the page's own origin (the HTML's are under the server's APP_URL, the same in production).
    const origin = new URL(baseURL!).origin;
    const addressLinks = () =>
      page.locator('head link[rel="canonical"], head link[rel="alternate"][hreflang]').evaluateAll(
        (links, pageOrigin) =>
          links.map((link) => `${link.getAttribute('rel')} ${link.getAttribute('hreflang') ?? '-'} ${link.getAttribute('href')?.replace(pageOrigin, '')}`),
        origin,
      );
    await startTheApp(page);
    await expect.poll(addressLinks).toEqual(['canonical - /']);
    await page.getByRole('contentinfo').locator('a[href="/como-funciona"]').click();
    await expect(page).toHaveURL(/\/como-funciona$/);
    await expect
      .poll(addressLinks)
      .toEqual(['canonical - /como-funciona', 'alternate es /como-funciona', 'alternate en /how-it-works', 'alternate x-default /como-funciona']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect.poll(addressLinks).toContain('canonical - /how-it-works');
    await page.getByRole('banner').locator('a[href="/"]').first().click();
    await expect.poll(addressLinks).toEqual(['canonical - /']);
  });

  test("the lang cookie picks the landing page's language; without it Accept-Language does, else Spanish", async ({ request }) => {
    const english = PUBLIC_PAGES[0]!.en;
    const spanish = PUBLIC_PAGES[0]!.es;
    expect(h1Of(await htmlOf(request, '/', { cookie: 'lang=en', 'accept-language': 'es-AR,es;q=0.9' }))).toBe(english.h1);
    expect(h1Of(await htmlOf(request, '/', { cookie: 'lang=es', 'accept-language': 'en-US,en;q=0.9' }))).toBe(spanish.h1);
    expect(h1Of(await htmlOf(request, '/', { 'accept-language': 'en-US,en;q=0.9' }))).toBe(english.h1);
    expect(h1Of(await htmlOf(request, '/', { 'accept-language': 'fr-FR' }))).toBe(spanish.h1);
  });

  test('with JavaScript off the landing page still shows its heading, plans and footer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-AR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0]!.es.h1);
    await expect(page.getByText('Drop Estándar').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await context.close();
  });

  test('a returning English reader: the page arrives in English and hydrates without a Spanish text or a hydration error', async ({ page, context, baseURL }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    // Every h1 text the page shows from the first paint to the end: never the Spanish one.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
      new MutationObserver(() => {
        const text = document.querySelector('h1')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0]!.en.h1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Hydrated: what only the running app shows is there.
    await startTheApp(page, 'Chat with support on WhatsApp (opens in a new tab)');
    const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
    expect(seen.filter((text) => text !== PUBLIC_PAGES[0]!.en.h1)).toEqual([]);
    expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
  });

  test('choosing a language sets the lang cookie the server reads on the next visit', async ({ page, context, request }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PUBLIC_PAGES[0]!.en.h1);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
    expect(cookie?.value).toBe('en');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 60 * 60);
    expect(h1Of(await htmlOf(request, '/', { cookie: `lang=${cookie?.value as Language}` }))).toBe(PUBLIC_PAGES[0]!.en.h1);
  });

  test('robots.txt and sitemap.xml are real files naming the public pages', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const robotsText = await robots.text();
    expect(robotsText).toContain('User-agent: *');
    expect(robotsText).toContain('Disallow: /dashboard');
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    for (const entry of PRERENDERED) for (const language of ['es', 'en'] as const) expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${entry[language].path}</loc>`));
  });
  test('inside the app a new page starts at the top and Back returns to where the reader was', async ({ page }) => {
    await page.goto('/acerca-de-nosotros');
    // The app running: before that a link is a plain one and loads the next page in full.
    await startTheApp(page);
    const plansLink = page.getByRole('link', { name: 'Ver tarifas y planes' });
    await plansLink.scrollIntoViewIfNeeded();
    const readAt = await page.evaluate(() => window.scrollY);
    expect(readAt).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cómo funciona' }).click();
    await expect(page).toHaveURL(/\/como-funciona$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/acerca-de-nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readAt);
  });
  for (const path of ['/', '/acerca-de-nosotros', '/contacto']) {
    test(`hydrating ${path} keeps the prerendered header, main and footer instead of drawing them again`, async ({ page }) => {
      // Marked before any script runs; React keeps the marks only if it adopts the prerendered elements.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          for (const element of document.querySelectorAll('header, main, footer')) element.setAttribute('data-prerendered', '');
        }),
      );
      await page.goto(path);
      await startTheApp(page);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('[data-prerendered]')).toHaveCount(3);
    });
  }
  test('a footer link followed before the app runs loads the next page in full, and its Volver, a link home, goes back there once the app runs', async ({ page }) => {
    // The first page's scripts never arrive (a slow phone): its links are plain ones.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/contacto');
    await page.unroute('**/assets/*.js');
    await page.getByRole('navigation', { name: 'Pie de página' }).getByRole('link', { name: 'Términos y condiciones' }).click();
    await expect(page).toHaveURL(/\/legal$/);
    // Before this page's app has started, Volver is a link home; the app makes it a step back.
    const back = page.getByRole('link', { name: 'Volver' }).first();
    await expect(back).toHaveAttribute('href', '/');
    await startTheApp(page);
    await back.click();
    await expect(page).toHaveURL(/\/contacto$/);
  });

  test.describe('the app on first use (decision 132)', () => {
    test('a reader who only reads fetches no script, yet the worker is registered; the first touch starts the app', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && !request.serviceWorker()) scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)).toBe('activated');
      expect(scripts).toEqual([]);
      await page.getByRole('heading', { level: 1 }).hover();
      await expect.poll(() => scripts.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    });

    test('the pages a first tap opens are fetched while the landing is read, and the tap takes them (decision 144)', async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      const fetched = new Map<string, string>();
      cdp.on('Preload.prefetchStatusUpdated', (event) => {
        const address = new URL(event.prefetchUrl);
        fetched.set(`${address.pathname}${address.search}`, event.prefetchStatus ?? event.status);
      });
      await cdp.send('Preload.enable');
      // Before the app has arrived, the tap is a page load: the one fetched ahead.
      const scripts = await holdAppScripts(page);
      await page.goto('/');
      await expect.poll(() => ['/iniciar-sesion', '/crear-cuenta'].map((path) => fetched.get(path))).toEqual(['PrefetchSuccessfulButNotUsed', 'PrefetchSuccessfulButNotUsed']);
      // A language link sets a cookie and a plan's link opens the form with a plan chosen: neither is fetched ahead.
      expect([...fetched.keys()].filter((address) => address.includes('?'))).toEqual([]);
      await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      // Resource Timing's deliveryType (not yet in TypeScript's DOM types): how the document reached the page.
      const deliveryType = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType);
      expect(deliveryType).toBe('navigational-prefetch');
      scripts.release();
    });

    test('"Iniciar sesión" works before the app has arrived: a link to the sign-in page, whose form is sent once the app has it', async ({ page }) => {
      const scripts = await holdAppScripts(page);
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
      await expect(page).toHaveURL(/\/iniciar-sesion$/);
      await page.getByLabel('Correo electrónico', { exact: true }).fill(DEMO_ACCOUNTS.customer.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_ACCOUNTS.customer.password);
      await page.getByRole('main').getByRole('button', { name: 'Iniciar sesión' }).click();
      scripts.release();
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('a form filled and sent before the app has arrived sends what it shows', async ({ page }) => {
      const scripts = await holdAppScripts(page);
      await page.goto('/');
      const block = page.getByRole('region', { name: 'Recibe novedades y ofertas' });
      await block.getByLabel('Tu correo electrónico').fill(uniqueEmail('antes-de-la-app'));
      await block.getByRole('button', { name: 'Suscribirme' }).click();
      scripts.release();
      await expect(block.getByText('¡Gracias por suscribirte!')).toBeVisible();
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 812 } });

      test('the menu opens and closes before the app has arrived; once it runs, a link in it navigates in the app and closes it', async ({ page }) => {
        const scripts = await holdAppScripts(page);
        await page.goto('/');
        const button = page.getByRole('button', { name: 'Abrir menú' });
        const menu = page.getByRole('dialog', { name: 'Menú' });
        await button.click();
        for (const name of ['Cómo funciona', 'Tarifas', 'Nosotros', 'Contacto']) await expect(menu.getByRole('link', { name })).toBeVisible();
        expect(await exposedExpanded(page, 'Abrir menú')).toBe(true);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(button).toBeFocused();
        expect(await exposedExpanded(page, 'Abrir menú')).toBe(false);

        scripts.release();
        await startTheApp(page);
        await page.evaluate(() => document.documentElement.setAttribute('data-same-page', ''));
        await button.click();
        await menu.getByRole('link', { name: 'Tarifas' }).click();
        await expect(page).toHaveURL(/\/tarifas-planes$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifas y Planes');
        await expect(menu).toBeHidden();
        await expect(page.locator('html[data-same-page]')).toHaveCount(1);
      });
    });
  });
});
