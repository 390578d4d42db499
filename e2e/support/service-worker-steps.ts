import { expect, type Page } from '@playwright/test';

/** Loads the page until the app's service worker controls it (the first visit installs it; a reload is then controlled). */
export async function loadUnderServiceWorker(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}
