import type { Browser, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { logInThroughForm, logOutThroughUserMenu, openSignIn } from './support/account-steps';
import { E2E_BASE_URL } from './support/e2e-config';
import { expect, test } from './support/journey-test';

// Issue 33, decision 182: a session without "Recordarme" lasts while the browser is open, in every tab and window,
// ends when the browser closes, and a sign-out in one tab signs every tab out at once.
const { email, password, firstName } = DEMO_ACCOUNTS.customer;
const greeting = (page: Page) => page.getByRole('heading', { name: `¡Hola, ${firstName}!` });
const signedOutHeader = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });

async function signIn(page: Page, remember: boolean) {
  await page.goto('/');
  await openSignIn(page);
  const box = page.getByRole('main').getByLabel('Recordarme');
  // A browser tab starts unticked (decision 093); the journey says which it wants.
  await expect(box).not.toBeChecked();
  if (remember) await box.check();
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(greeting(page)).toBeVisible();
}

/** The browser closed and opened again: its persistent cookies and its storage come back, its session cookies do not. */
async function reopenBrowser(browser: Browser, closing: BrowserContext): Promise<BrowserContext> {
  const state = await closing.storageState({ indexedDB: true });
  await closing.close();
  const cookies = state.cookies.filter((cookie) => cookie.expires !== -1);
  return browser.newContext({ baseURL: E2E_BASE_URL, locale: 'es-AR', timezoneId: 'America/New_York', storageState: { ...state, cookies } });
}

const offlineDatabases = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? '').filter((name) => name.startsWith('miami-drop-offline-')));

test.describe('a session without remember-me across tabs', () => {
  test('new tabs and an e-mail link stay signed in; a sign-out or sign-in in one tab reaches the others at once', async ({ page, context }) => {
    const unauthorized: string[] = [];
    const logouts: string[] = [];
    context.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url());
    });
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/logout') logouts.push(request.url());
    });

    await signIn(page, false);

    // A second tab of the same browser opens the dashboard signed in.
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second).toHaveURL(/\/dashboard$/);
    await expect(greeting(second)).toBeVisible();

    // A link from an e-mail opens in a tab of its own, straight on a dashboard page.
    const fromMail = await context.newPage();
    await fromMail.goto('/dashboard/pickup');
    await expect(fromMail).toHaveURL(/\/dashboard\/pickup$/);
    await expect(fromMail.getByTestId('user-menu-trigger')).toBeVisible();

    // The first tab is still signed in with the server: nothing the new tabs did ended its session.
    await page.bringToFront();
    await page.goto('/dashboard');
    await expect(greeting(page)).toBeVisible();
    expect((await page.request.get('/api/users/profile')).status()).toBe(200);
    expect(logouts).toEqual([]);
    expect(unauthorized).toEqual([]);

    // Signing out in the second tab signs the others out at once, without one of their requests failing first.
    await second.bringToFront();
    await logOutThroughUserMenu(second);
    await expect(page).toHaveURL(/\/$/);
    await expect(signedOutHeader(page)).toBeVisible();
    await expect(fromMail).toHaveURL(/\/$/);
    await expect(signedOutHeader(fromMail)).toBeVisible();
    expect(logouts).toHaveLength(1);
    expect(unauthorized).toEqual([]);
    for (const tab of [page, second, fromMail]) expect(await tab.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();

    // Signing in again in one tab shows the others signed in, without a reload.
    await page.bringToFront();
    await signIn(page, false);
    await expect(second.getByRole('banner').getByTestId('user-menu-trigger')).toBeVisible();
    await expect(signedOutHeader(second)).toBeHidden();
  });

  test('ends when the browser closes, its held data with it; a remembered session outlives the closing', async ({ browser }) => {
    const first = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'es-AR', timezoneId: 'America/New_York' });
    const page = await first.newPage();
    await signIn(page, false);
    // The dashboard's data is held on the device for offline use (decision 090).
    await expect.poll(() => offlineDatabases(page)).not.toEqual([]);

    const reopened = await reopenBrowser(browser, first);
    try {
      const again = await reopened.newPage();
      await again.goto('/dashboard');
      await expect(again).toHaveURL(/\/$/);
      await expect(signedOutHeader(again)).toBeVisible();
      await expect(greeting(again)).toBeHidden();
      expect(await again.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
      await expect.poll(() => offlineDatabases(again)).toEqual([]);
    } finally {
      await reopened.close();
    }

    const remembering = await browser.newContext({ baseURL: E2E_BASE_URL, locale: 'es-AR', timezoneId: 'America/New_York' });
    await signIn(await remembering.newPage(), true);
    const restarted = await reopenBrowser(browser, remembering);
    try {
      const again = await restarted.newPage();
      await again.goto('/dashboard');
      await expect(again).toHaveURL(/\/dashboard$/);
      await expect(greeting(again)).toBeVisible();
    } finally {
      await restarted.close();
    }
  });
});
