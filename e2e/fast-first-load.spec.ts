import { expect, test, type Page } from './support/journey-test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { SUBSCRIPTION_REFRESH_THROTTLE_MS } from '../shared/accounts/session-rules';
import { logInThroughForm, openSignIn } from './support/account-steps';

// The worker would precache every chunk and blur what the page itself asks for (decision 101).
test.use({ serviceWorkers: 'block' });

// Loaded on first use only. (zod, react-hook-form and the dialog stack are out of the first load too — the budget
// check proves that from the build — but they arrive after paint: the footer's business details load their schema,
// and the login and sign-up dialogs are fetched once the page has settled.)
const ON_FIRST_USE = /\/assets\/sonner-[\w-]+\.js$/;

function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test.describe('first load on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the landing’s menu needs no script at all: it is the page’s own popover', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu.getByRole('link', { name: 'Tarifas' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });

  test('the landing loads the toasts on their first use', async ({ page }) => {
    const scripts = scriptsRequested(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recibe novedades y ofertas' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => ON_FIRST_USE.test(url))).toEqual([]);

    // The toast library arrives with the first toast (the newsletter's own check, the schema, with the submit).
    const block = page.getByRole('region', { name: 'Recibe novedades y ofertas' });
    await block.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page.getByLabel('Notificaciones').getByText('El email es obligatorio')).toBeVisible();
    expect(scripts.some((url) => ON_FIRST_USE.test(url))).toBe(true);
  });
});

test('a returning customer’s dashboard asks for its data alongside the profile, not after it', async ({ page }) => {
  const { email, password } = DEMO_ACCOUNTS.customer;
  await page.goto('/');
  await openSignIn(page);
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('plan-name')).toBeVisible();
  // Held data younger than the subscription's 5-second throttle would not be asked for again at all.
  await page.waitForTimeout(SUBSCRIPTION_REFRESH_THROTTLE_MS + 500);

  // The profile answers late (a slow network); the subscription and packages must not wait for it.
  let releaseProfile = () => {};
  const profileHeld = new Promise<void>((resolve) => (releaseProfile = resolve));
  const asked: string[] = [];
  await page.route('**/api/users/profile', async (route) => {
    asked.push('profile');
    await profileHeld;
    asked.push('profile answered');
    await route.continue();
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/users\/\d+\/subscription$/.test(path)) asked.push('subscription');
    if (path === '/api/tracking') asked.push('packages');
  });

  const scripts = scriptsRequested(page);
  await page.reload();
  await expect(page.getByTestId('plan-name')).toBeVisible();
  // Which packages are newest depends on the journeys before this one (they share the demo customer).
  await expect(page.getByTestId('packages-summary')).toContainText('Últimos paquetes');
  await expect.poll(() => asked).toEqual(expect.arrayContaining(['profile', 'subscription', 'packages']));
  expect(asked).not.toContain('profile answered');
  releaseProfile();
  await expect.poll(() => asked).toContain('profile answered');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Its texts are the shell's, the dashboard's and the trip card's only (that one loads with the card, decision 174):
  // not the public pages', nor the sign-in forms' (which a signed-out visitor's page fetches once settled, after 3 s).
  await page.waitForTimeout(3_500);
  const texts = scripts.filter((url) => url.includes('/texts-')).map((url) => url.match(/texts-(\w+-\w+)-/)?.[1]);
  expect(texts.sort()).toEqual(['es-account', 'es-core', 'es-trips']);
});

test('the contact details arriving late do not move the map or the footer', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/settings/business', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contacto');
  const map = page.getByRole('region', { name: 'Contacto directo' }).locator('xpath=following-sibling::*[1]');
  const footerLinks = page.getByRole('navigation', { name: 'Pie de página' });
  await expect(footerLinks).toBeVisible();
  const before = { map: (await map.boundingBox())?.y, footer: (await footerLinks.boundingBox())?.y };

  release();
  await expect(page.getByRole('region', { name: 'Contacto directo' }).getByRole('link', { name: 'soporte@miamidrop.local' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'soporte@miamidrop.local' })).toBeVisible();
  expect({ map: (await map.boundingBox())?.y, footer: (await footerLinks.boundingBox())?.y }).toEqual(before);
});

test.describe('the app frame of a first visit to the dashboard (decision 101)', () => {
  const LEAD = {
    es: 'Tu casillero en Miami: tu plan, tu dirección y tus paquetes en un solo lugar.',
    en: 'Your Miami mailbox: your plan, your address and your packages in one place.',
  };

  for (const language of ['es', 'en'] as const) {
    test(`arrives drawn in the HTML in ${language}, with nobody's data, the app's root empty`, async ({ request }) => {
      const response = await request.get('/dashboard', { headers: { cookie: `lang=${language}`, 'accept-encoding': 'identity' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toMatch(/<div id="app-frame">[\s\S]*<main[\s\S]*<\/main>[\s\S]*<\/div><div id="root"><\/div>/);
      expect(html).toContain(LEAD[language]);
      expect(html).not.toContain(DEMO_ACCOUNTS.customer.firstName);
    });
  }

  test('is what the phone shows before any script: the header, the sections and the lead', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/dashboard');
      await expect(page.getByText(LEAD.es)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Paquetes' })).toBeVisible();
      await expect(page.locator('#root')).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test("gives way to the customer's own dashboard once the app has drawn it", async ({ page }) => {
    const { email, password } = DEMO_ACCOUNTS.customer;
    await page.goto('/');
    await openSignIn(page);
    await logInThroughForm(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `¡Hola, ${DEMO_ACCOUNTS.customer.firstName}!` })).toBeVisible();
    await expect(page.locator('#app-frame')).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
  });

  test('gives way to the home page for a visitor who is not signed in', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#app-frame')).toHaveCount(0);
  });
});
