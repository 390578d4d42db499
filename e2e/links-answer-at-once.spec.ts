import { expect, test } from './support/journey-test';
import { startTheApp } from './support/app-start-steps';
import { uniqueEmail } from './support/unique-email';

/**
 * A tap on a link of the running app answers at once, even while the next screen's code is still on its way: the page
 * being left gives way to the loader straight away, so nothing can be typed into a form that is about to disappear.
 * On a slow phone the sign-in form used to stay on screen, filled by autofill or by hand, until "forgot password"
 * replaced it with an empty one (found by the filled-at-once journeys).
 */
test('what is typed right after tapping "forgot password" goes into the forgot-password form', async ({ page }) => {
  await page.goto('/iniciar-sesion');
  // The app itself must be running: its links navigate without a page load.
  await startTheApp(page);
  let releaseScreen = () => undefined as void;
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  await page.route('**/assets/forgot-password-*.js', async (route) => {
    await screenHeld;
    await route.continue();
  });
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/password-reset/request')) sent.push(request.postDataJSON());
  });
  const email = uniqueEmail('olvido-al-instante');

  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeHidden();
  const filled = page.getByLabel('Correo electrónico', { exact: true }).fill(email);
  releaseScreen();
  await filled;
  await page.getByRole('button', { name: 'Enviar enlace' }).click();

  await expect(page.getByText('Revisa tu correo')).toBeVisible();
  expect(sent).toEqual([expect.objectContaining({ email })]);
});
