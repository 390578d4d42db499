import { expect, type BrowserContext, type Page } from '@playwright/test';
import { useThePage } from './app-start-steps';

/**
 * Loads the page until the app's service worker controls it (the first visit installs it and is taken over), used
 * so that a prerendered page's app runs too (decision 132).
 */
export async function loadUnderServiceWorker(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await useThePage(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/**
 * Installs the app into a persistent (non-incognito) Chromium profile through the DevTools PWA domain, as the
 * browser's install button does, and opens it in its own standalone window like a home-screen launch.
 */
export async function installApp(context: BrowserContext, baseUrl: string) {
  const browser = context.browser();
  if (!browser) throw new Error('installing needs the browser of a persistent context');
  const cdp = await browser.newBrowserCDPSession();
  const manifestId = new URL('/', baseUrl).href;
  await cdp.send('PWA.install', { manifestId, installUrlOrBundleUrl: manifestId });
  await cdp.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' });
  return {
    launch: async (path?: string): Promise<Page> => {
      const opened = context.waitForEvent('page');
      await cdp.send('PWA.launch', { manifestId, ...(path ? { url: new URL(path, baseUrl).href } : {}) });
      const app = await opened;
      await app.waitForLoadState();
      return app;
    },
  };
}
