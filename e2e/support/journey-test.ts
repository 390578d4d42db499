import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with one rule for every journey: an uncaught exception in a page (a `pageerror`: a render that
 * threw, a rejected promise nobody handled) fails the journey, even when the screen looked right.
 */
export const test = base.extend<{ noUncaughtErrors: void }>({
  noUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: import('@playwright/test').Page) => page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      base.expect(errors, 'uncaught exceptions in the pages').toEqual([]);
    },
    { auto: true },
  ],
});
