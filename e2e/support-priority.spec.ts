import { expect, test, type APIRequestContext } from './support/journey-test';
import { signInAsDemo } from './support/account-steps';
import { waitForLink } from './support/mailbox';
import { DEMO_ADMIN } from './support/staff-api';
import { newVerifiedCustomer, subscribeThroughApi } from './support/subscription-steps';

interface InboxMessage {
  id: number;
  support_tier: string;
  read_at: string | null;
}

/**
 * Test setup only: earlier journeys may have left VIP messages waiting, which would rightly come before this one (the
 * oldest first); staff mark them handled so this journey's message is the one on top.
 */
async function handleWaitingVipMessages(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/login', { data: { ...DEMO_ADMIN, remember_me: false } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const listing = (await (await request.get('/api/contact-messages', { headers, params: { limit: 100 } })).json()) as { messages: InboxMessage[] };
  for (const message of listing.messages.filter((entry) => entry.support_tier === 'vip' && entry.read_at === null)) {
    const handled = await request.put(`/api/contact-messages/${message.id}/handled`, { headers, data: { handled: true } });
    expect(handled.status()).toBe(200);
  }
}

test.describe('priority and VIP support', () => {
  test.setTimeout(120_000);

  test('a Premium customer writes, staff see it first as VIP with its target, answer it, and the customer reads the answer in the app', async ({
    page,
    browser,
    request,
  }) => {
    const customer = await newVerifiedCustomer(page, 'Valeria');
    await subscribeThroughApi(page, customer.email, 'premium_drop');
    await handleWaitingVipMessages(request);

    // The account's support card and the dialog promise the Premium plan's hours.
    await page.goto('/dashboard/account');
    const promise = 'Soporte VIP: te respondemos en menos de 2 horas.';
    await expect(page.getByTestId('support-promise')).toHaveText(promise);
    await expect(page.getByTestId('support-threads')).toContainText('Todavía no nos escribiste.');
    await page.getByRole('button', { name: 'Contactar a soporte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contactar a soporte' });
    await expect(dialog.getByTestId('support-promise')).toHaveText(promise);
    const text = `Mi paquete de Miami no aparece en la lista (${Date.now()}).`;
    await dialog.getByLabel('Asunto').selectOption('soporte');
    await dialog.getByLabel('Mensaje').fill(text);
    await dialog.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Mensaje enviado. Te responderemos a la brevedad.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const thread = page.getByTestId('support-thread').filter({ hasText: text });
    await expect(thread).toContainText('Esperando respuesta: te respondemos antes del');

    // Staff, on their own device: the message is on top of the inbox, VIP, with its wait against 2 hours.
    const answer = 'Hola Valeria: ya lo encontramos en el depósito y lo verás en tu lista en unos minutos.';
    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signInAsDemo(staff, 'admin');
      await staff.getByRole('tab', { name: /Mensajes/ }).click();
      await expect(staff).toHaveURL(/tab=messages/);
      const first = staff.getByTestId('contact-message').first();
      await expect(first).toContainText(text);
      await expect(first).toHaveAttribute('data-unread', 'true');
      await expect(first.getByTestId('support-tier')).toHaveText('VIP');
      await expect(first.getByTestId('response-age')).toHaveText(/^Espera \d+ min · objetivo 2 h$/);
      await expect(first.getByTestId('response-age')).toHaveAttribute('data-overdue', 'false');

      await first.getByRole('button', { name: 'Responder' }).click();
      await first.getByLabel(/^Respuesta para/).fill(answer);
      await first.getByRole('button', { name: 'Enviar respuesta' }).click();
      await expect(staff.getByText('Respuesta enviada')).toBeVisible();
      const answered = staff.getByTestId('contact-message').filter({ hasText: text });
      await expect(answered).toHaveAttribute('data-unread', 'false');
      await expect(answered.getByTestId('contact-reply')).toContainText(answer);
      await expect(answered.getByTestId('response-age')).toHaveText(/^Atendido en \d+ min · objetivo 2 h$/);
    } finally {
      await staffContext.close();
    }

    // The answer reaches the customer by e-mail, with a link to the conversation, and in the app.
    expect(await waitForLink(customer.email, '/dashboard/account')).toContain('/dashboard/account');
    await page.reload();
    await expect(thread).toContainText('Respondido');
    await expect(thread.getByTestId('support-reply')).toContainText(answer);
  });
});
