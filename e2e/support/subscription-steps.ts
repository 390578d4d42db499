import { expect, request, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from './e2e-config';
import { registerThroughUi, type NewAccount } from './account-steps';
import { waitForLink } from './mailbox';
import { uniqueEmail } from './unique-email';

/**
 * Registers and opens the e-mailed link in the same browser, which signs it in and continues onboarding on the
 * dashboard (decision 122); the onboarding dialog is closed, so the journey starts on the dashboard (Spanish UI).
 */
export async function newVerifiedCustomer(page: Page, firstName: string): Promise<NewAccount & { id: number }> {
  // The address from the name's plain letters (a name may have spaces and accents; an e-mail's local part may not).
  const emailPrefix = firstName.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  const account = { firstName, lastName: 'Prueba', email: uniqueEmail(emailPrefix), password: 'miami-2026' };
  await registerThroughUi(page, account);
  await page.goto(await waitForLink(account.email, '/api/users/verify-email?token='));
  await expect(page).toHaveURL(/\/dashboard$/);
  const onboarding = page.getByTestId('onboarding-dialog');
  await expect(onboarding).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(onboarding).toBeHidden();
  const profile = (await (await page.request.get('/api/users/profile')).json()) as { user: { id: number } };
  return { ...account, id: profile.user.id };
}

/** The billing fields the browser requires that onboarding does not fill in from the account. */
export async function fillBilling(form: Locator): Promise<void> {
  await form.getByLabel('Dirección', { exact: true }).fill('Av. Corrientes 1234');
  await form.getByLabel('Ciudad', { exact: true }).fill('Buenos Aires');
  await form.getByLabel('Código postal', { exact: true }).fill('C1043');
  await form.getByLabel('País', { exact: true }).selectOption('AR');
}

/** The local test card form (test mode). */
export async function fillTestCard(form: Locator, number: string): Promise<void> {
  await form.getByLabel('Nombre del titular', { exact: true }).fill('Valentina Prueba');
  await form.getByLabel('Número de tarjeta', { exact: true }).fill(number);
  await form.getByLabel('Vencimiento (MM/AA)', { exact: true }).fill('12/30');
  await form.getByLabel('CVV', { exact: true }).fill('123');
}

/** Pays for a plan straight through the API as the signed-in page user (for journeys that start subscribed). */
export async function subscribeThroughApi(page: Page, email: string, planId: string): Promise<void> {
  const response = await page.request.post('/api/subscriptions', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      paymentMethodNonce: 'fake-valid-visa-nonce',
      planId,
      email,
      personalInfo: { fullName: 'E2E Prueba', email, phoneCountryCode: '+54', phoneNumber: '1122334455', streetAddress: 'Calle 1', city: 'Rosario', postalCode: '2000', country: 'AR' },
    },
  });
  expect(response.status()).toBe(201);
}

export async function subscriptionOf(page: Page, userId: number): Promise<{ plan_type: string; subscription_status: string | null; access_until: string | null }> {
  const response = await page.request.get(`/api/users/${userId}/subscription`);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Sets the payment provider as the demo admin (the setting is global: reset it after the journey). */
export async function setPaymentProvider(provider: 'braintree' | 'paypal'): Promise<void> {
  const admin = await request.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await admin.post('/api/login', { data: { email: 'admin@demo.miamidrop.test', password: 'Admin2026!', remember_me: false } });
    expect(login.ok()).toBe(true);
    const set = await admin.post('/api/payments/provider', { data: { provider } });
    expect(set.ok()).toBe(true);
  } finally {
    await admin.dispose();
  }
}

/** 30 days of a plan bought with PayPal: approved on the local stand-in's page, captured by the return page. No card saved. */
export async function subscribeThroughPaypal(page: Page, planType: string) {
  const created = await page.request.post('/api/paypal/orders', { data: { plan_type: planType } });
  expect(created.status()).toBe(201);
  const { links } = (await created.json()) as { links: Array<{ rel: string; href: string }> };
  await page.goto(links.find((link) => link.rel === 'approve')!.href);
  const captured = page.waitForResponse((response) => /\/api\/paypal\/orders\/[^/]+\/capture$/.test(response.url()));
  await page.getByRole('button', { name: 'Approve' }).click();
  expect((await captured).status()).toBe(200);
}
