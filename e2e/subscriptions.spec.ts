import { expect, test } from './support/journey-test';
import { addPackagesInUse, settledChargesOf, subscriptionRowsOf } from './support/app-database';
import { PREFERRED_LANGUAGE_KEY } from './support/staff-api';
import {
  fillBilling,
  fillTestCard,
  newVerifiedCustomer,
  setPaymentProvider,
  subscribeThroughApi,
  subscriptionOf,
} from './support/subscription-steps';

test.describe('subscriptions', () => {
  test('a new customer pays for Standard with a test card after a decline, once', async ({ page }) => {
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/subscriptions')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const customer = await newVerifiedCustomer(page, 'Valentina');

    // No plan yet: the address is hidden and the dashboard's one callout offers a plan, with the paywall's texts.
    await expect(page.getByTestId('no-plan-address')).toBeVisible();
    const callout = page.getByTestId('choose-plan-callout');
    await expect(callout).toContainText('Suscripción requerida');
    await callout.getByRole('button', { name: 'Suscribirme ahora' }).click();

    const planStep = page.getByRole('dialog', { name: 'Elegí tu Plan' });
    await expect(planStep.getByRole('article', { name: 'Drop Estándar' })).toContainText('Más Popular');
    await expect(planStep).toContainText('el almacenamiento comienza cuando recibimos tu primer paquete');
    await planStep.getByRole('article', { name: 'Drop Estándar' }).getByRole('button', { name: 'Elegir plan' }).click();

    const payment = page.getByRole('dialog', { name: 'Método de pago' });
    await expect(payment.getByTestId('plan-summary')).toContainText('Drop Estándar');
    await expect(payment.getByText('Modo de prueba')).toBeVisible();
    await expect(payment.getByLabel('Nombre completo', { exact: true })).toHaveValue(`${customer.firstName} ${customer.lastName}`);
    const pay = payment.getByRole('button', { name: 'Pagar $39.90 USD' });

    // Required billing fields missing: the spec's notice, nothing sent.
    await pay.click();
    await expect(payment.getByRole('alert').filter({ hasText: 'Campos requeridos' })).toContainText('Por favor completa todos los campos obligatorios.');
    expect(keys).toHaveLength(0);

    await fillBilling(payment);
    await fillTestCard(payment, '4000 1111 1111 1115');
    await pay.click();
    const failure = page.getByRole('dialog', { name: 'Error en el pago' });
    await expect(failure).toContainText('No se pudo procesar el pago. Por favor intenta nuevamente.');
    // A human, actionable message by the processor's code (2000), never its English "Do Not Honor".
    await expect(failure.getByTestId('payment-failure-detail')).toHaveText(
      'Tu banco rechazó la tarjeta. Prueba con otra tarjeta o llama a tu banco para que autorice el pago.',
    );
    await expect(failure.getByTestId('payment-failure-code')).toHaveText('Código de respuesta del banco: 2000');
    await expect(failure).not.toContainText('Do Not Honor');
    await expect(failure).toContainText('Fondos insuficientes');
    await failure.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(failure).toBeHidden();

    await payment.getByLabel('Número de tarjeta', { exact: true }).fill('4111 1111 1111 1111');
    await pay.click();
    const thanks = page.getByRole('dialog', { name: '¡Gracias por unirte!' });
    await expect(thanks).toContainText('¡Pago exitoso!');
    await expect(thanks.getByTestId('thank-you-plan')).toHaveText('Drop Estándar activo');
    // One story about the plan: a card plan renews on its next charge day, and says so.
    await expect(thanks).toContainText('Se renueva el');
    await expect(thanks.getByTestId('thank-you-expiry')).toHaveText(/\d{1,2} de \w+ de \d{4}/);
    const renewal = (await thanks.getByTestId('thank-you-expiry').textContent()) ?? '';
    await expect(thanks.getByTestId('thank-you-renewal-note')).toContainText('cada mes hasta que canceles');
    await thanks.getByRole('button', { name: 'Ir a mi Panel de Usuario' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const card = page.getByTestId('plan-status-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Drop Estándar');
    await expect(card.getByTestId('subscription-status')).toHaveText('Activo');
    await expect(card.getByTestId('usage-text')).toHaveText('0 de 10');
    await expect(card.getByTestId('plan-features')).toContainText('+2 más');
    await expect(card.getByTestId('access-end')).toHaveText(`Se renueva el ${renewal}`);
    await expect(card).not.toContainText('60 días');
    await card.getByRole('button', { name: 'Gestionar suscripción' }).click();
    const manage = page.getByRole('dialog', { name: 'Gestionar suscripción' });
    await expect(manage.getByTestId('manage-next-billing')).toHaveText(renewal);
    await expect(manage.getByTestId('manage-renewal')).toHaveText('Automática cada mes');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('section-address-open')).toBeVisible();
    await expect(page.getByTestId('choose-plan-callout')).toBeHidden();

    expect(await subscriptionOf(page, customer.id)).toMatchObject({ plan_type: 'plus', subscription_status: 'active' });
    expect(subscriptionRowsOf(customer.id)).toBe(1);
    expect(settledChargesOf(customer.id)).toBe(1);
    // One key per attempt: the decline and the paid retry were different attempts.
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  test('a customer upgrades, is refused downgrades with the exact messages, cancels and reactivates', async ({ page }) => {
    const customer = await newVerifiedCustomer(page, 'Mateo');
    await subscribeThroughApi(page, customer.email, 'plus_drop');
    addPackagesInUse(customer.id, 10);
    await page.evaluate(() => localStorage.setItem('preferred-language', 'en'));
    await page.reload();

    const card = page.getByTestId('plan-status-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Standard Drop');
    await expect(card.getByTestId('usage-text')).toHaveText('10 of 10');
    await card.getByRole('button', { name: 'Change plan' }).click();

    const change = page.getByRole('dialog', { name: 'Change plan' });
    await change.getByRole('article', { name: 'Standard Drop' }).getByRole('button', { name: 'Current plan' }).click();
    await expect(change.getByTestId('plan-change-reason')).toHaveText('This is your current plan');
    await change.getByRole('article', { name: 'Basic Drop' }).getByRole('button', { name: 'Switch to this plan' }).click();
    await expect(change.getByTestId('plan-change-reason')).toHaveText(
      'Cannot downgrade: You are currently using all 10 shipments. Please wait until some shipments are completed or contact support.',
    );

    await change.getByRole('article', { name: 'Premium Drop' }).getByRole('button', { name: 'Switch to this plan' }).click();
    await expect(change.getByRole('heading', { name: 'Upgrade from Standard Drop to Premium Drop' })).toBeVisible();
    await expect(change).toContainText('This action cannot be undone.');
    await change.getByRole('button', { name: 'Confirm change' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByText('Your plan is now Premium Drop.')).toBeVisible();
    await expect(card.getByTestId('plan-name')).toHaveText('Premium Drop');
    await expect(card.getByTestId('usage-text')).toHaveText('10 of 20');
    expect(await subscriptionOf(page, customer.id)).toMatchObject({ plan_type: 'premium', subscription_status: 'active' });

    await card.getByRole('button', { name: 'Change plan' }).click();
    await change.getByRole('article', { name: 'Basic Drop' }).getByRole('button', { name: 'Switch to this plan' }).click();
    await expect(change.getByTestId('plan-change-reason')).toHaveText(
      'Cannot downgrade: You have 10 shipments but Basic Drop only allows 5 shipments. Please contact support to resolve this.',
    );
    await page.keyboard.press('Escape');
    await expect(change).toBeHidden();

    await card.getByRole('button', { name: 'Manage subscription' }).click();
    const manage = page.getByRole('dialog', { name: 'Manage subscription' });
    await manage.getByRole('button', { name: 'Cancel subscription' }).click();
    await manage.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(manage.getByRole('button', { name: 'Subscription already cancelled' })).toBeDisabled();
    await expect(manage.getByTestId('subscription-status')).toHaveText('Cancelled');
    await page.keyboard.press('Escape');

    // Cancelled keeps access until the end of the period.
    await expect(card.getByTestId('subscription-status')).toHaveText('Cancelled');
    await expect(card.getByTestId('access-end')).toContainText('Your access ends on');
    await expect(card.getByTestId('plan-story-note')).toHaveCount(0);
    await expect(page.getByTestId('section-address-open')).toBeVisible();
    expect(await subscriptionOf(page, customer.id)).toMatchObject({ plan_type: 'premium', subscription_status: 'cancelled' });

    await card.getByRole('button', { name: 'Manage subscription' }).click();
    await expect(manage.getByRole('button', { name: 'Subscription already cancelled' })).toBeDisabled();
    await page.keyboard.press('Escape');

    // Issue 30: the cancelled plan goes on as it was, with nothing charged now; choosing a plan again is not offered.
    const charged = settledChargesOf(customer.id);
    await expect(card.getByRole('button', { name: 'Renew plan' })).toHaveCount(0);
    await expect(card.getByTestId('reactivate-plan')).toContainText('the next charge is on');
    await card.getByRole('button', { name: 'Reactivate plan' }).click();
    await expect(page.getByText('Plan reactivated. Nothing was charged now.')).toBeVisible();
    await expect(card.getByTestId('subscription-status')).toHaveText('Active');
    await expect(card.getByTestId('access-end')).toContainText('Renews on');
    await expect(card.getByRole('button', { name: 'Change plan' })).toBeVisible();
    expect(await subscriptionOf(page, customer.id)).toMatchObject({ plan_type: 'premium', subscription_status: 'active', cancellation_effective_date: null });
    expect(settledChargesOf(customer.id)).toBe(charged);
  });

  test.describe('with PayPal as the payment provider', () => {
    test.beforeAll(() => setPaymentProvider('paypal'));
    test.afterAll(() => setPaymentProvider('braintree'));

    test('a customer pays through the PayPal approval page and gets 30 days of access', async ({ page }) => {
      const customer = await newVerifiedCustomer(page, 'Sofia');
      await page.getByTestId('choose-plan-callout').getByRole('button', { name: 'Suscribirme ahora' }).click();
      await page.getByRole('dialog', { name: 'Elegí tu Plan' }).getByRole('article', { name: 'Drop Premium' }).getByRole('button', { name: 'Elegir plan' }).click();
      const payment = page.getByRole('dialog', { name: 'Método de pago' });
      await expect(payment).toContainText('30 días de acceso. No se renueva automáticamente: te avisaremos antes de que termine.');
      await payment.getByRole('button', { name: 'Pagar $49.90 USD con PayPal' }).click();

      await expect(page).toHaveURL(/\/api\/paypal\/local\/approve\//);
      await page.getByRole('button', { name: 'Approve' }).click();
      await expect(page).toHaveURL(/\/paypal\/return\?token=/);
      // The PayPal path ends on the card path's thank-you step: access ends on a day, nothing renews.
      const thanks = page.getByRole('dialog', { name: '¡Gracias por unirte!' });
      await expect(thanks).toContainText('¡Pago exitoso!');
      await expect(thanks.getByTestId('thank-you-plan')).toHaveText('Drop Premium activo');
      await expect(thanks).toContainText('Acceso hasta');
      const accessEnd = (await thanks.getByTestId('thank-you-expiry').textContent()) ?? '';
      expect(accessEnd).toMatch(/\d{1,2} de \w+ de \d{4}/);
      await expect(thanks.getByTestId('thank-you-renewal-note')).toHaveText('Pago único con PayPal: no se renueva solo. Te avisaremos antes de que termine.');
      await expect(thanks).not.toContainText('Se renueva');
      await thanks.getByRole('button', { name: 'Ir a mi Panel de Usuario' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      const card = page.getByTestId('plan-status-card');
      await expect(card.getByTestId('plan-name')).toHaveText('Drop Premium');
      await expect(card).toContainText('$49.90 USD por 30 días, pago único');
      await expect(card.getByTestId('access-end')).toHaveText(`Tu acceso termina el ${accessEnd}`);
      await expect(card.getByTestId('plan-story-note')).toContainText('no se renueva solo');
      await expect(card).not.toContainText('Se renueva');
      await card.getByRole('button', { name: 'Gestionar suscripción' }).click();
      const manage = page.getByRole('dialog', { name: 'Gestionar suscripción' });
      await expect(manage.getByTestId('manage-renewal')).toHaveText('No se renueva (pago único con PayPal)');
      await expect(manage.getByTestId('manage-next-billing')).toHaveCount(0);
      await expect(manage).toContainText(`termina solo el ${accessEnd}`);
      await page.keyboard.press('Escape');

      const subscription = await subscriptionOf(page, customer.id);
      expect(subscription).toMatchObject({ plan_type: 'premium', subscription_status: 'active' });
      const days = (Date.parse(subscription.access_until ?? '') - Date.now()) / 86_400_000;
      expect(Math.ceil(days)).toBe(30);
      expect(settledChargesOf(customer.id)).toBe(1);
    });

    test('a payer whose session ended before the return page is captured and asked to log in', async ({ page }) => {
      const customer = await newVerifiedCustomer(page, 'Camila');
      await page.getByTestId('choose-plan-callout').getByRole('button', { name: 'Suscribirme ahora' }).click();
      await page.getByRole('dialog', { name: 'Elegí tu Plan' }).getByRole('article', { name: 'Drop Estándar' }).getByRole('button', { name: 'Elegir plan' }).click();
      await page.getByRole('dialog', { name: 'Método de pago' }).getByRole('button', { name: 'Pagar $39.90 USD con PayPal' }).click();
      await expect(page).toHaveURL(/\/api\/paypal\/local\/approve\//);

      // Approve as the approval page's form does, but keep the return address instead of following it.
      // A browser names the page's origin on a form POST; the API refuses a cookie write without it (decision 114).
      const origin = { origin: new URL(page.url()).origin };
      const approval = await page.request.post(page.url(), { maxRedirects: 0, headers: origin });
      expect(approval.status()).toBe(303);
      const returnPath = approval.headers()['location'] ?? '';
      expect(returnPath).toMatch(/^\/paypal\/return\?token=[\w-]+&PayerID=[\w-]+$/);
      expect(settledChargesOf(customer.id)).toBe(0);

      // The session ends: logged out on the server, no cookies, nothing stored in the browser.
      expect((await page.request.post('/api/logout', { headers: origin })).ok()).toBe(true);
      await page.context().clearCookies();
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      expect((await page.request.get('/api/users/profile')).status()).toBe(401);

      await page.goto(returnPath);
      await expect(page.getByRole('heading', { name: 'Inicio de sesión requerido' })).toBeVisible();
      await expect(page.getByText('¡Tu pago se procesó correctamente! Inicia sesión para acceder a tu cuenta y a tu suscripción.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ir a iniciar sesión' })).toBeVisible();
      // The capture happened without a session.
      expect(settledChargesOf(customer.id)).toBe(1);

      // The same page in English (capturing again answers the first capture).
      await page.evaluate((key) => localStorage.setItem(key, 'en'), PREFERRED_LANGUAGE_KEY);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
      await expect(page.getByText('Your payment was processed successfully! Please log in to access your account and subscription.')).toBeVisible();
      await page.getByRole('button', { name: 'Go to Login' }).click();

      await expect(page).toHaveURL(/\/$/);
      const login = page.getByRole('dialog', { name: 'Log in' });
      await login.getByLabel('Email', { exact: true }).fill(customer.email);
      await login.getByLabel('Password', { exact: true }).fill(customer.password);
      await login.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('plan-status-card').getByTestId('plan-name')).toHaveText('Standard Drop');
      await expect(page.getByTestId('section-address-open')).toBeVisible();

      const subscription = await subscriptionOf(page, customer.id);
      expect(subscription).toMatchObject({ plan_type: 'plus', subscription_status: 'active' });
      const days = (Date.parse(subscription.access_until ?? '') - Date.now()) / 86_400_000;
      expect(Math.ceil(days)).toBe(30);
      expect(settledChargesOf(customer.id)).toBe(1);
    });

    test('cancelling on the approval page lands on the cancel page, with nothing charged', async ({ page }) => {
      const customer = await newVerifiedCustomer(page, 'Bruno');
      await page.getByTestId('choose-plan-callout').getByRole('button', { name: 'Suscribirme ahora' }).click();
      await page.getByRole('dialog', { name: 'Elegí tu Plan' }).getByRole('article', { name: 'Drop Básico' }).getByRole('button', { name: 'Elegir plan' }).click();
      await page.getByRole('dialog', { name: 'Método de pago' }).getByRole('button', { name: 'Pagar $29.90 USD con PayPal' }).click();
      await page.getByRole('link', { name: 'Cancel' }).click();

      await expect(page).toHaveURL(/\/paypal\/cancel/);
      await expect(page.getByRole('heading', { name: 'Pago cancelado' })).toBeVisible();
      await expect(page.getByText('Tu pago con PayPal fue cancelado. No se realizó ningún cargo a tu cuenta.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Intentar de nuevo' })).toHaveAttribute('href', '/pricing');
      await page.getByRole('link', { name: 'Volver al Panel' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(await subscriptionOf(page, customer.id)).toMatchObject({ plan_type: 'none' });
      expect(settledChargesOf(customer.id)).toBe(0);
    });
  });

  test('the return page without a token shows the error view', async ({ page }) => {
    await page.goto('/paypal/return');
    await expect(page.getByRole('heading', { name: 'Pago fallido' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('No se encontró el token de pago en la URL');
  });
});
