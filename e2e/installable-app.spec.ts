import { appendFileSync, cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { devices, expect, test } from './support/journey-test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { startAppServer } from './support/app-server';
import { E2E_ARTIFACTS, E2E_PWA_DIST_DIR, E2E_SMTP_PORT } from './support/e2e-config';
import { installApp, loadUnderServiceWorker } from './support/service-worker-steps';
import { asStaff } from './support/staff-writes';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestImage[];
  screenshots: ManifestImage[];
  shortcuts: Array<{ name: string; url: string; icons: ManifestImage[] }>;
}

test.describe('the installable app', () => {
  test('Chromium reports it installable once the worker controls the page; the manifest and its images load', async ({ playwright, launchOptions, baseURL }, testInfo) => {
    // Chromium never offers installation in an incognito profile, which is what a normal test context is.
    const profile = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL, locale: 'es-AR' });
    const page = profile.pages()[0] ?? (await profile.newPage());
    await loadUnderServiceWorker(page, '/');
    const cdp = await profile.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
    expect(new URL(url).pathname).toBe('/manifest.es.webmanifest');

    const manifest = (await (await page.request.get(url)).json()) as Manifest;
    expect(manifest).toMatchObject({ id: '/', short_name: 'Miami Drop', start_url: '/dashboard', scope: '/', display: 'standalone' });
    expect(manifest.shortcuts.map(({ name, url: path }) => `${name} ${path}`)).toEqual(['Paquetes /dashboard/packages', 'Retiro /dashboard/pickup']);
    expect(manifest.screenshots.map((shot) => shot.form_factor)).toEqual(['narrow', 'wide']);
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    const images = [...manifest.icons, ...manifest.screenshots, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)];
    for (const image of images) {
      const response = await page.request.get(image.src);
      expect(response.status(), image.src).toBe(200);
      expect(response.headers()['content-type'], image.src).toContain(image.type);
    }
    await profile.close();
  });

  test('the manifest link follows the language the user picks', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.es.webmanifest');
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await page.reload();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest');
    const manifest = (await (await page.request.get('/manifest.en.webmanifest')).json()) as Manifest;
    expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Packages', 'Pickup']);
  });

  test('the first visit is in the worker\'s hands once it is installed: offline, a screen not opened yet still loads', async ({ page, context }) => {
    await loadUnderServiceWorker(page, '/');
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    await context.setOffline(true);
    try {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Cómo funciona' }).click();
      await expect(page).toHaveURL(/\/como-funciona$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Never reloaded: the page the visitor opened first is the one the worker serves.
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
      // Its code came through the worker (workerStart is 0 for a request the page makes on its own).
      const throughWorker = () =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/how-it-works') && (entry as PerformanceResourceTiming).workerStart > 0);
      expect(await page.evaluate(throughWorker)).toBe(true);
    } finally {
      await context.setOffline(false);
    }
  });

  test('app paths open from the precached shell, even offline; API paths never do', async ({ page, context }) => {
    await loadUnderServiceWorker(page, '/');

    const appRoute = await page.goto('/dashboard/packages');
    expect(appRoute?.fromServiceWorker()).toBe(true);
    const api = await page.goto('/api/health');
    expect(api?.fromServiceWorker()).toBe(false);
    expect(api?.headers()['content-type']).toContain('application/json');

    await context.setOffline(true);
    try {
      const offline = await page.goto('/como-funciona');
      expect(offline?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    } finally {
      await context.setOffline(false);
    }
  });

  // The page the worker took over on the first visit, and a page opened later under it: the in-app "Recargar" must
  // bring both onto the new version (the first is not an "update" to the page's own worker helper).
  for (const [opened, port] of [['the first visit', 8612], ['a later visit', 8613]] as const) {
    test(`a new version waits until the user accepts the in-app prompt, then takes over (${opened})`, async ({ page }) => {
      // Its own server and a copy of the build, so the "deploy" below touches nothing shared.
      const dist = join(E2E_ARTIFACTS, `sw-update-dist-${port}`);
      const dataDir = join(E2E_ARTIFACTS, `sw-update-data-${port}`);
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      cpSync(E2E_PWA_DIST_DIR, dist, { recursive: true, dereference: true });
      const server = await startAppServer({ port, dataDir, smtpPort: E2E_SMTP_PORT, env: { PWA_DIST_DIR: dist } });
      try {
        await loadUnderServiceWorker(page, `${server.baseUrl}/`);
        if (opened === 'a later visit') await page.reload();
        appendFileSync(join(dist, 'sw.js'), '\n// the next release\n');
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

        const prompt = page.getByText('Hay una nueva versión disponible.');
        await expect(prompt).toBeVisible();
        const waiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
        expect(await waiting()).toBe('installed');

        const reloaded = page.waitForEvent('load');
        await page.getByRole('button', { name: 'Recargar' }).click();
        await reloaded;
        await expect.poll(waiting).toBeNull();
        await expect(page.getByText('Hay una nueva versión disponible.')).toBeHidden();
        expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
      } finally {
        await server.stop();
      }
    });
  }

  test('the installed app keeps its user signed in across launches; a browser tab keeps the session rules', async ({ playwright, launchOptions, baseURL }, testInfo) => {
    const profile = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL, locale: 'es-AR' });
    try {
      const tab = profile.pages()[0] ?? (await profile.newPage());
      await loadUnderServiceWorker(tab, '/');
      await openSignIn(tab);
      await expect(tab.getByRole('main').getByLabel('Recordarme')).not.toBeChecked();
      await tab.close();

      const installed = await installApp(profile, baseURL ?? '');
      const app = await installed.launch();
      expect(await app.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
      await openSignIn(app);
      await expect(app.getByRole('main').getByLabel('Recordarme')).toBeChecked();
      const { email, password, firstName } = DEMO_ACCOUNTS.customer;
      await logInThroughForm(app, email, password);
      await expect(app).toHaveURL(/\/dashboard$/);
      await app.close();

      // The next launch is a new window: the remembered session still holds.
      const relaunched = await installed.launch();
      await expect(relaunched).toHaveURL(/\/dashboard$/);
      await expect(relaunched.getByRole('heading', { name: `¡Hola, ${firstName}!` })).toBeVisible();
    } finally {
      await profile.close();
    }
  });

  test('the account page offers installation where the browser does, and the Add to Home Screen steps on iOS', async ({ playwright, launchOptions, baseURL, browser }, testInfo) => {
    const { email, password } = DEMO_ACCOUNTS.customer;
    const profile = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL, locale: 'es-AR' });
    try {
      const page = profile.pages()[0] ?? (await profile.newPage());
      await loadUnderServiceWorker(page, '/');
      await openSignIn(page);
      await logInThroughForm(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/dashboard/account');
      const install = page.getByRole('region', { name: 'La app en tu teléfono' });
      // Chromium offered installation (beforeinstallprompt) at load; the page kept it for this button.
      await expect(install.getByRole('button', { name: 'Instalar la app' })).toBeVisible();
    } finally {
      await profile.close();
    }

    const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
    const phone = await browser.newContext({ ...iPhone, baseURL, locale: 'es-AR' });
    try {
      const page = await phone.newPage();
      await page.goto('/');
      await openSignIn(page);
      await logInThroughForm(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/dashboard/account');
      const install = page.getByRole('region', { name: 'La app en tu teléfono' });
      await expect(install.getByTestId('ios-install-guide')).toContainText('Agregar a inicio');
      await expect(install.getByRole('button', { name: 'Instalar la app' })).toHaveCount(0);
      const alerts = page.getByRole('region', { name: 'Alertas' });
      await expect(alerts.getByText('Instala la app para recibir alertas')).toBeVisible();
      await expect(alerts.getByRole('switch')).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });

  test("a parcel's photo, once seen, still shows offline (the worker's bounded photo cache)", async ({ page, context }) => {
    const customer = await newVerifiedCustomer(page, 'Olga');
    await subscribeThroughApi(page, customer.email, 'drop_basic');
    const created = await page.request.post('/api/tracking/create', { data: { tracking_number: '1Z5R89390357567127', title: 'Cafetera' } });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { package: { id: number } }).package;
    const staff = await asStaff();
    await staff.addPhoto(id, await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d3b' } }).jpeg().toBuffer());
    await staff.dispose();

    await loadUnderServiceWorker(page, `/dashboard/packages/${id}`);
    const photo = page.getByTestId('package-photos').getByRole('img');
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    const src = await photo.getAttribute('src');
    const cached = () => page.evaluate(async () => (await (await caches.open('parcel-photos')).keys()).map((request) => new URL(request.url).pathname));
    await expect.poll(cached).toEqual([src]);

    await context.setOffline(true);
    try {
      const offline = await page.evaluate(async (url) => {
        const response = await fetch(url ?? '');
        return { status: response.status, type: response.headers.get('content-type') };
      }, src);
      expect(offline).toEqual({ status: 200, type: 'image/jpeg' });
    } finally {
      await context.setOffline(false);
    }
  });
});
