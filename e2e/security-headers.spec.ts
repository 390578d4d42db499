import { expect, test, type Page } from './support/journey-test';
import { DEMO_ACCOUNTS } from '../api/seed/demo-accounts';
import { logInThroughForm, openSignIn } from './support/account-steps';

/** Every Content-Security-Policy violation the page reports, kept on the window across client-side navigations. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...console];
}

test.describe('security headers (issue 11)', () => {
  test('a page and an API answer carry them, and the app runs under its policy without a violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const landing = await page.goto('/');
    const headers = landing!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toMatch(/script-src 'self' /);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=(self)');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const api = await page.request.get('/api/health');
    expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers()['x-frame-options']).toBe('DENY');

    // The signed-in app: the shell's inline preload script (allowed by its hash), the worker, the dashboard's screens.
    await openSignIn(page);
    await logInThroughForm(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/dashboard/packages');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });

  test('the app cannot be framed by another page', async ({ page, baseURL }) => {
    const answered = page.waitForResponse((response) => response.url() === `${baseURL}/`);
    await page.setContent(`<iframe title="framed" src="${baseURL}/"></iframe>`);
    expect((await answered).status()).toBe(200);
    // Chromium refuses to render it (frame-ancestors 'none', X-Frame-Options DENY): the frame holds no page of ours.
    await page.waitForTimeout(500);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});
