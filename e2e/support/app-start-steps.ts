import { expect, type Locator, type Page } from '@playwright/test';
import { REACT_PROPS_PREFIX } from '../../pwa/prerender/page-scripts';

/**
 * What a reader does first on a page, harmlessly (a key press): a prerendered page starts its app on first use
 * (decision 132), and with it what the app brings, like the support chat button and the API's contact details.
 */
export async function useThePage(page: Page) {
  await page.keyboard.press('Shift');
}

/** Uses the page and waits until React has hydrated the element of `locator`. */
export async function startAppOn(page: Page, locator: Locator) {
  await useThePage(page);
  // React has taken the element over: a hydrated element carries React's props (decision 132).
  await expect.poll(() => locator.evaluate((element, prefix) => Object.keys(element).some((key) => key.startsWith(prefix)), REACT_PROPS_PREFIX)).toBe(true);
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
