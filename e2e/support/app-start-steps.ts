import { expect, type Page } from '@playwright/test';

/**
 * What a reader does first on a page, harmlessly (a key press): a prerendered page starts its app on first use
 * (decision 132), and with it what the app brings, like the support chat button and the API's contact details.
 */
export async function useThePage(page: Page) {
  await page.keyboard.press('Shift');
}

/**
 * Uses the page and waits for what only the running app shows (the support chat button), for journeys about what
 * the app does once it has the page, such as navigating without a page load. Never for filling forms: a reader does
 * not wait for it, and the forms work before it (decision 137).
 */
export async function startTheApp(page: Page, chatLinkName = 'Chatea con soporte por WhatsApp (se abre en una pestaña nueva)') {
  await useThePage(page);
  await expect(page.getByRole('link', { name: chatLinkName })).toBeVisible();
}

/** Holds every script of the app until `release()`: the page is read and used before its app has arrived. */
export async function holdAppScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
