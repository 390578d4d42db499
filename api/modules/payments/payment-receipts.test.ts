import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveryPaypalOrder } from '../../../shared/deliveries/delivery-schema';
import type { GatewayNotification } from '../../adapters/payments/payment-gateway';
import { alertLog, pushDeliveries, subscriptions, users } from '../../db/tables';
import { deliveryCustomer, paidDelivery, payWithPaypal, quoted } from '../../test/delivery-fixtures';
import { createSubscription, createUser, signedIn, subscribeViaApi } from '../../test/factories';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { call, callRaw, createTestApp, jsonOf, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { MINUTE_MS } from '../../test/test-clock';
import { capturePaypalOrder, createPaypalOrder } from './paypal-order-service';
import { applyCardNotification, applyWalletEvent } from './webhook-service';

const SUBJECT_ES = 'Recibo de tu pago - Miami Drop';

describe('a receipt for every charge (decision 181)', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const drain = () => testApp.deps.alerts.drain();
  const receiptsTo = (email: string) => testApp.mailer.sent.filter((mail) => mail.to === email && /Recibo de tu pago|payment receipt/.test(mail.subject));
  const receiptAlerts = async () => (await testApp.db.select().from(alertLog)).filter((row) => row.kind === 'payment-receipt').map((row) => [row.subject, row.channel]);

  it('mails the card plan bought, in Spanish, with the card, the amount and until when it is paid, once', async () => {
    const { user, token } = await signedIn(testApp, { firstName: 'Lucía' });
    await subscribeViaApi(testApp, token, { email: user.email });
    await drain();
    await drain();
    const receipts = receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(SUBJECT_ES);
    const text = receipts[0]?.text ?? '';
    expect(text).toMatch(/Cobramos \$39\.90 a tu \S+ •••• \d{4} por Drop Estándar\. Está pagado hasta el /);
    for (const line of ['Hola, Lucía:', '• Importe: $39.90', '• Fecha: ', '• Referencia: ', `${TEST_APP_URL}/dashboard`, 'Guárdalo como tu recibo.']) expect(text).toContain(line);
    expect(await receiptAlerts()).toEqual([[expect.stringMatching(/^receipt:payment:\d+$/), 'email']]);
  });

  it('writes it in English for an English-speaking customer', async () => {
    const { user, token } = await signedIn(testApp);
    await testApp.db.update(users).set({ language: 'en' }).where(eq(users.id, user.id));
    await subscribeViaApi(testApp, token, { email: user.email });
    await drain();
    const [receipt] = receiptsTo(user.email);
    expect(receipt?.subject).toBe('Your payment receipt - Miami Drop');
    expect(receipt?.text).toMatch(/We charged \$39\.90 to your \S+ •••• \d{4} for Standard Drop\. It is paid until /);
    expect(receipt?.text).not.toContain('Cobramos');
  });

  it('mails a change of plan', async () => {
    const { user, token } = await signedIn(testApp);
    await subscribeViaApi(testApp, token, { email: user.email });
    expect((await call(testApp, 'PUT', `/api/users/${user.id}/subscription`, { token, body: { plan_type: 'premium' } })).status).toBe(200);
    await drain();
    const receipts = receiptsTo(user.email);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toContain('Cobramos $49.90');
    expect(receipts[1]?.text).toContain('por el cambio a Drop Premium.');
  });

  it('mails a renewal the card gateway notifies, once however often it is notified', async () => {
    const { user } = await createUser(testApp);
    const row = await createSubscription(testApp, user.id, { planType: 'plus', priceCents: 3990 });
    const at = new Date(testApp.clock.now().getTime() + MINUTE_MS);
    const charge: GatewayNotification = { kind: 'charged', event: 'charged', occurredAt: at, subscriptionId: row.providerSubscriptionId!, transactionId: 'renewal-1', eventKey: 'test:1' };
    expect(await applyCardNotification(testApp.deps, charge)).toBe('applied');
    expect(await applyCardNotification(testApp.deps, { ...charge, eventKey: 'test:2' })).toBe('applied');
    await drain();
    const receipts = receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Renovamos Drop Estándar: cobramos $39.90 a tu tarjeta guardada.');
    expect(receipts[0]?.text).toContain('• Medio de pago: tarjeta guardada');
    expect(receipts[0]?.text).toContain('• Referencia: renewal-1');
    const [renewed] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
    expect(receipts[0]?.text).toContain('Está pagado hasta el');
    expect(renewed?.accessUntil.getTime()).toBeGreaterThan(row.accessUntil.getTime());
  });

  it('mails a plan bought with PayPal once, whether the return page or the webhook captures it', async () => {
    const { user } = await createUser(testApp);
    const order = await createPaypalOrder(testApp.deps, user, 'premium', undefined);
    await testApp.localWallet.approve(order.id);
    await capturePaypalOrder(testApp.deps, order.id);
    await applyWalletEvent(testApp.deps, { id: 'WH-1', eventType: 'CHECKOUT.ORDER.APPROVED', occurredAt: testApp.clock.now(), orderId: order.id, captureId: null });
    await capturePaypalOrder(testApp.deps, order.id);
    await drain();
    const receipts = receiptsTo(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('Pagaste $49.90 con PayPal por Drop Premium. Está pagado hasta el');
    expect(receipts[0]?.text).toContain('• Medio de pago: PayPal');
  });

  it('mails a delivery paid by card, with its service and a button to the delivery', async () => {
    const { user, token, address, parcels } = await deliveryCustomer(testApp);
    const paid = await paidDelivery(testApp, token, parcels.map((parcel) => parcel.id), address.id);
    await drain();
    const receipts = receiptsTo(user.email);
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toMatch(/Cobramos \$\d+\.\d{2} a tu \S+ •••• \d{4} por el envío de tus paquetes \(.+\)\./);
    expect(receipts[1]?.text).toContain(`${TEST_APP_URL}/dashboard/deliveries/${paid.delivery.id}`);
    expect(await receiptAlerts()).toContainEqual([`receipt:delivery:${paid.delivery.id}`, 'email']);
  });

  it('mails a delivery paid with PayPal once it is captured', async () => {
    const { user, token, address, parcels } = await deliveryCustomer(testApp, { paidBy: 'paypal' });
    const quote = await quoted(testApp, token, parcels.map((parcel) => parcel.id), address.id);
    const { delivery_id: id, order } = await jsonOf<DeliveryPaypalOrder>(await payWithPaypal(testApp, token, { quote_id: quote.quote_id, rate_id: quote.rates[0]!.rate_id }));
    const approveLink = order.links.find((link) => link.rel === 'approve')?.href ?? '';
    await callRaw(testApp, 'POST', approveLink, { contentType: 'application/x-www-form-urlencoded', body: '' });
    expect((await call(testApp, 'POST', `/api/deliveries/${id}/paypal-capture`, { token })).status).toBe(200);
    expect((await call(testApp, 'POST', `/api/deliveries/${id}/paypal-capture`, { token })).status).toBe(200);
    await drain();
    const receipts = receiptsTo(user.email);
    // The plan bought with PayPal, then the delivery.
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.text).toMatch(/Pagaste \$\d+\.\d{2} con PayPal por el envío de tus paquetes/);
  });

  it('mails the receipt to a customer with a device and every switch off, and never pushes it', async () => {
    const { user, token } = await signedIn(testApp);
    await call(testApp, 'POST', '/api/push/subscriptions', { token, body: fakeBrowserSubscription('https://push.example.com/send/phone').json });
    await call(testApp, 'PUT', '/api/push/preferences', { token, body: { received: false, tracking: false, pickup: false, storage: false } });
    await subscribeViaApi(testApp, token, { email: user.email });
    await drain();
    expect(receiptsTo(user.email)).toHaveLength(1);
    expect(await testApp.db.select().from(pushDeliveries)).toEqual([]);
  });

  it('mails nothing to a closed account', async () => {
    const { user } = await createUser(testApp);
    const row = await createSubscription(testApp, user.id);
    await testApp.db.update(users).set({ closedAt: testApp.clock.now() }).where(eq(users.id, user.id));
    const at = new Date(testApp.clock.now().getTime() + MINUTE_MS);
    await applyCardNotification(testApp.deps, { kind: 'charged', event: 'charged', occurredAt: at, subscriptionId: row.providerSubscriptionId!, transactionId: 'late-1', eventKey: 'test:9' });
    await drain();
    expect(testApp.mailer.sent).toEqual([]);
    expect(await receiptAlerts()).toEqual([[expect.any(String), 'none']]);
  });
});
