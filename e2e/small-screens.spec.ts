import { expect, test, type Page } from './support/journey-test';
import { lookUpDemoParcel, signInAsDemo } from './support/account-steps';
import { PUBLIC_PAGES } from './support/public-pages';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

/** Whatever is wider than the screen, by tag, class and text (fixed elements float, they never widen the page). */
async function overflowAt(page: Page, where: string): Promise<string[]> {
  const offenders = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && getComputedStyle(element).position !== 'fixed')
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
  return offenders.map((offender) => `${where}: ${offender}`);
}

// The smallest phones in use (320 px wide): nothing may make the page scroll sideways.
test.describe('on a 320-pixel phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no public page is wider than the screen', async ({ page }) => {
    const found: string[] = [];
    for (const entry of PUBLIC_PAGES) {
      await page.goto(entry.es.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      found.push(...(await overflowAt(page, entry.es.path)));
    }
    expect(found).toEqual([]);
  });

  test("no customer's screen is wider than the screen", async ({ page }) => {
    await signInAsDemo(page, 'customer');
    const found: string[] = [];
    for (const path of ['/dashboard', '/dashboard/packages', '/dashboard/pickup', '/dashboard/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await overflowAt(page, path)));
    }
    await page.goto('/dashboard/packages');
    await page.getByRole('link', { name: /Laptop Dell/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laptop Dell');
    found.push(...(await overflowAt(page, 'a package ready for pickup')));
    expect(found).toEqual([]);
  });

  test('the receiving station fits a phone, with a match on screen', async ({ page }) => {
    await signInAsDemo(page, 'admin');
    await page.goto('/admin/receive');
    const field = page.getByRole('textbox', { name: 'Número de seguimiento' });
    await expect(field).toBeFocused();
    const found = await overflowAt(page, 'receiving');
    // A lookup only: nothing is marked.
    await lookUpDemoParcel(page);
    found.push(...(await overflowAt(page, 'receiving: a match')));
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Todos los paquetes' })).toBeVisible();
    found.push(...(await overflowAt(page, 'admin panel')));
    expect(found).toEqual([]);
  });

  test('a long name and a long package title truncate or wrap instead of widening the screens', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'María Guadalupe Alejandra Concepción de los Ángeles');
    await subscribeThroughApi(page, customer.email, 'drop_basic');
    const title = 'Zapatillas deportivas Nike Air Zoom Pegasus edición especial de aniversario con cordones extra y caja original';
    expect((await page.request.post('/api/tracking/create', { data: { tracking_number: '1Z999AA10123456784', title } })).status()).toBe(201);
    const found: string[] = [];
    for (const path of ['/dashboard', '/dashboard/packages', '/dashboard/account']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await overflowAt(page, path)));
    }
    await expect(page.getByTestId('user-menu-trigger')).toHaveAccessibleName(/María Guadalupe/);
    expect(found).toEqual([]);
  });
});
