import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSING_MESSAGES, closedAccountEmail } from '../../../../shared/accounts/account-closing';
import { deliveries, deliveryAddresses, gatewayCustomers, localSandboxPaymentMethods, localSandboxSubscriptions, packages, payments, sessions, subscriptions, users } from '../../../db/tables';
import { deliveryCustomer, paidDelivery } from '../../../test/delivery-fixtures';
import { createPackage, createUser, DEFAULT_TEST_PASSWORD, loginAs, signedIn } from '../../../test/factories';
import { call, createTestApp, jsonOf, type TestApp, type TestAppOptions } from '../../../test/test-app';

describe('DELETE /api/users/me: a customer closes their account', () => {
  let testApp: TestApp;
  const start = async (options: TestAppOptions = {}) => (testApp = await createTestApp(options));
  beforeEach(async () => void (await start()));
  afterEach(() => testApp.close());

  const close = (token: string, password: unknown = DEFAULT_TEST_PASSWORD) => call(testApp, 'DELETE', '/api/users/me', { token, body: { password } });
  const userRow = async (id: number) => (await testApp.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;

  /** A customer whose card plan renews, with a delivered delivery and a picked-up package: nothing waits at the warehouse. */
  async function customerWithHistory() {
    const customer = await deliveryCustomer(testApp, { packages: 2 });
    const delivery = await paidDelivery(testApp, customer.token, [customer.parcels[0]!.id], customer.address.id);
    await testApp.db.update(deliveries).set({ stage: 'delivered' }).where(eq(deliveries.id, delivery.delivery.id));
    await testApp.db.update(packages).set({ deliveryStatus: 'picked_up' }).where(eq(packages.userId, customer.user.id));
    return { ...customer, delivery };
  }

  it('cancels the plan at the gateway, removes the cards, ends every session and erases the personal data; payments stay', async () => {
    const { user, token, address } = await customerWithHistory();
    const otherSession = await loginAs(testApp, user.email);
    const [plan] = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    const paymentsBefore = await testApp.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(paymentsBefore.length).toBeGreaterThan(0);

    const response = await close(token);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({ message: ACCOUNT_CLOSING_MESSAGES.closed });
    expect(response.headers.get('set-cookie')).toMatch(/md_session=;|Max-Age=0/);

    const row = await userRow(user.id);
    expect(row).toMatchObject({ email: closedAccountEmail(user.id), firstName: '', lastName: '', phone: '', closedAt: testApp.clock.now() });
    expect((await testApp.db.select().from(subscriptions).where(eq(subscriptions.id, plan!.id)))[0]).toMatchObject({ status: 'cancelled' });
    const [gatewaySubscription] = await testApp.db.select().from(localSandboxSubscriptions).where(eq(localSandboxSubscriptions.subscriptionId, plan!.providerSubscriptionId!));
    expect(gatewaySubscription?.status).toBe('Canceled');
    expect(await testApp.db.select().from(localSandboxPaymentMethods)).toEqual([]);
    expect(await testApp.db.select().from(gatewayCustomers).where(eq(gatewayCustomers.userId, user.id))).toEqual([]);
    expect(await testApp.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const session of [token, otherSession]) expect((await call(testApp, 'GET', '/api/users/profile', { token: session })).status).toBe(401);
    expect(await testApp.db.select().from(packages).where(eq(packages.userId, user.id))).toEqual([]);
    expect(await testApp.db.select().from(deliveryAddresses).where(eq(deliveryAddresses.id, address.id))).toEqual([]);
    const [delivery] = await testApp.db.select().from(deliveries).where(eq(deliveries.userId, user.id));
    expect(JSON.parse(delivery!.destination)).toMatchObject({ name: '', street1: '', zip: '' });
    expect(await testApp.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual(paymentsBefore);

    // Nobody signs in with the old address any more; the confirmation goes to it.
    expect((await call(testApp, 'POST', '/api/login', { body: { email: user.email, password: DEFAULT_TEST_PASSWORD } })).status).toBe(401);
    const mail = testApp.mailer.sent.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Cerraste tu cuenta - Miami Drop');
  });

  it('refuses a wrong password, staff, and packages still with us, changing nothing', async () => {
    const { user, token } = await signedIn(testApp);
    const wrong = await close(token, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect((await jsonOf(wrong)).error).toBe(ACCOUNT_CLOSING_MESSAGES.wrongPassword);
    expect((await close(token, '')).status).toBe(400);

    await createPackage(testApp, user.id, { deliveryStatus: 'received' });
    const waiting = await close(token);
    expect(waiting.status).toBe(409);
    expect((await jsonOf(waiting)).error).toBe(ACCOUNT_CLOSING_MESSAGES.packagesWaiting);
    expect((await userRow(user.id)).closedAt).toBeNull();
    expect((await call(testApp, 'GET', '/api/users/profile', { token })).status).toBe(200);

    const { user: admin } = await createUser(testApp, { role: 'admin' });
    const staff = await close(await loginAs(testApp, admin.email));
    expect(staff.status).toBe(403);
    expect((await jsonOf(staff)).error).toBe(ACCOUNT_CLOSING_MESSAGES.staffAccount);
    expect((await call(testApp, 'DELETE', '/api/users/me', { body: { password: DEFAULT_TEST_PASSWORD } })).status).toBe(401);
  });

  it('keeps the account open when the gateway cannot cancel the plan', async () => {
    await testApp.close();
    await start({ payments: (local) => ({ ...local, cancelSubscription: () => Promise.reject(new Error('gateway down')) }) });
    const { user, token } = await customerWithHistory();
    const refused = await close(token);
    expect(refused.status).toBe(502);
    expect((await jsonOf(refused)).error).toBe(ACCOUNT_CLOSING_MESSAGES.planNotCancelled);
    expect(await userRow(user.id)).toMatchObject({ email: user.email, closedAt: null });
    expect((await testApp.db.select().from(packages).where(eq(packages.userId, user.id))).length).toBe(2);
  });
});
