import { expect, test, type Locator, type Page } from './support/journey-test';
import { getExampleNumber } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { logInThroughForm, openSignIn } from './support/account-steps';
import { useThePage } from './support/app-start-steps';
import { countMessagesTo, waitForLink } from './support/mailbox';
import { uniqueEmail } from './support/unique-email';

/** Issue 11, "Language and phone" (decision 120), on a 375 px phone. */
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const NOT_FOR_COUNTRY_ES = 'Este número no es válido para el país elegido';
const exampleOf = (country: 'AR' | 'UY' | 'US') => `ej. ${getExampleNumber(country, examples)?.formatNational()}`;

/** The sign-up page, reached from the landing's call to action (a link: it works before the app has loaded). */
async function openRegistration(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Crear cuenta gratis' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeVisible();
  return page.getByRole('main');
}

/** The region and code shown beside the number fit their box: nothing of the code is cut off. */
async function expectCodeFullyVisible(phone: Locator, text: string) {
  const face = phone.getByTestId('phone-country-face');
  await expect(face).toContainText(text);
  const fits = await face.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const spans = [...element.querySelectorAll('span')].map((span) => span.getBoundingClientRect());
    return element.scrollWidth <= element.clientWidth && spans.every((span) => span.left >= box.left && span.right <= box.right) && box.right <= window.innerWidth;
  });
  expect(fits).toBe(true);
}

test.describe('language switch in the header', () => {
  test('changes the language and <html lang>, is remembered after a reload, and fits the phone header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const toggle = header.getByRole('link', { name: 'EN, ver en inglés' });
    await expect(toggle).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Nothing in the header overlaps or leaves the screen.
    const boxes = await Promise.all(
      [header.getByRole('link').first(), toggle, header.getByRole('link', { name: 'Iniciar sesión' }), header.getByRole('button', { name: 'Abrir menú' })].map(
        async (item) => (await item.boundingBox())!,
      ),
    );
    expect(boxes[2]!.height).toBeLessThanOrEqual(40); // "Iniciar sesión" stays on one line
    for (const [index, box] of boxes.entries()) {
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const next = boxes[index + 1];
      if (next) expect(box.x + box.width).toBeLessThanOrEqual(next.x);
    }

    // Keyboard: the toggle is a real link, working before the app has loaded and after.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('link', { name: 'ES, view in Spanish' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(header.getByRole('link', { name: 'ES, view in Spanish' })).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

    // The mobile menu carries the labelled switch too.
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const group = menu.getByRole('group', { name: 'Language' });
    await group.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('group', { name: 'Idioma' }).getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(header.getByRole('link', { name: 'EN, ver en inglés' })).toBeVisible();
  });
});

test.describe('phone by country', () => {
  test('the browser region is the default, a chosen country shows its code in full and its example, and a wrong number is refused', async ({ page }) => {
    const dialog = await openRegistration(page);
    const phone = dialog.getByRole('group', { name: 'Teléfono' });
    const country = phone.getByLabel('Código de país', { exact: true });
    const number = phone.getByLabel('Número de teléfono', { exact: true });

    // Playwright's locale is es-AR: once the reader uses the page (its app starts), Argentina is chosen; the spec's
    // countries are the first group.
    await useThePage(page);
    await expect(country).toHaveValue('AR');
    await expectCodeFullyVisible(phone, 'AR+54');
    await expect(number).toHaveAttribute('placeholder', exampleOf('AR'));
    await expect(country.locator('optgroup').first()).toHaveAttribute('label', 'Países frecuentes');
    await expect(country.locator('optgroup').first().locator('option').first()).toHaveText('Estados Unidos (+1)');
    expect(await country.locator('optgroup').nth(1).locator('option').count()).toBeGreaterThan(200);
    await expect(country.locator('optgroup').nth(1).locator('option[value="JP"]')).toHaveText('Japón (+81)');

    await country.selectOption('UY');
    await expectCodeFullyVisible(phone, 'UY+598');
    await expect(number).toHaveAttribute('placeholder', exampleOf('UY'));

    const email = uniqueEmail('telefono');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Ana');
    await dialog.getByLabel('Apellido', { exact: true }).fill('Gómez');
    await dialog.getByLabel('Correo electrónico', { exact: true }).fill(email);
    await dialog.getByLabel('Confirmar correo electrónico', { exact: true }).fill(email);
    await country.selectOption('US');
    await expectCodeFullyVisible(phone, 'US+1');
    await number.fill('11 2233-4455');
    await dialog.getByLabel('Contraseña', { exact: true }).fill('ruta-sur-71');
    await dialog.getByLabel('Confirmar contraseña', { exact: true }).fill('ruta-sur-71');
    await dialog.getByLabel('Acepto los términos y condiciones').check();
    await dialog.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(phone.getByText(NOT_FOR_COUNTRY_ES)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(countMessagesTo(email)).toBe(0);

    // The server refuses it too, with the same message in English (the PWA translates it).
    const refused = await page.request.post('/api/users', { data: { first_name: 'Ana', last_name: 'Gómez', email, password: 'ruta-sur-71', phone: '+11122334455' } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: 'This number is not valid for the chosen country', field: 'phone' });

    // The same digits are a real Argentine number.
    await country.selectOption('AR');
    await dialog.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Revisa tu bandeja de entrada' })).toBeVisible();
  });

  test('the payment step checks the billing phone by country and its year list starts 18 years back', async ({ page, request }) => {
    const account = { first_name: 'Bruno', last_name: 'Silva', email: uniqueEmail('anio'), password: 'ruta-sur-71', phone: '+59899123456' };
    // Registered and verified outside the page, then signed in through the sign-in page.
    expect((await request.post('/api/users', { data: account })).status()).toBe(201);
    expect((await request.get(await waitForLink(account.email, '/api/users/verify-email?token='), { maxRedirects: 0 })).status()).toBe(302);
    await page.goto('/');
    await openSignIn(page);
    await logInThroughForm(page, account.email, account.password);
    await expect(page.getByTestId('user-menu-trigger')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'EN, ver en inglés' })).toBeVisible();
    await page.goto('/payment-info?plan=plus');

    const billing = page.getByRole('group', { name: 'Teléfono' });
    const country = billing.getByLabel('Código de país del teléfono', { exact: true });
    await expect(country).toHaveValue('UY');
    await expectCodeFullyVisible(billing, 'UY+598');
    await expect(billing.getByLabel('Número de teléfono', { exact: true })).toHaveValue('99123456');

    const year = page.getByLabel('Año', { exact: true });
    const thisYear = new Date().getFullYear();
    const years = await year.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
    expect(years[0]).toBe(String(thisYear - 18));
    expect(years.at(-1)).toBe('1924');
    expect(years).not.toContain(String(thisYear));

    await country.selectOption('AR');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(billing.getByText(NOT_FOR_COUNTRY_ES)).toBeVisible();
  });
});
