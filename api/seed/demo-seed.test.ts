import { count, eq, sql } from 'drizzle-orm';
import { writeTransaction } from '../db/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packages, pickupPackages, pickups, subscriptions, users, warehouseAddresses } from '../db/tables';
import { getSetting, setSetting } from '../modules/settings/settings-service';
import { createUser, DEFAULT_TEST_PASSWORD, loginAs } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { DAY_MS } from '../test/test-clock';
import { DEMO_ACCOUNTS, DEMO_BUSINESS_DETAILS, DEMO_WHATSAPP_NUMBER } from './demo-accounts';
import { seedDemo } from './demo-seed';
import { ensureSuperadmin, WEAK_SUPERADMIN_PASSWORD } from './ensure-superadmin';

const TABLES = [
  'users',
  'subscriptions',
  'packages',
  'tracking_events',
  'package_workflow',
  'pickups',
  'pickup_packages',
  'warehouse_addresses',
  'settings',
] as const;

describe('seedDemo', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  const counts = async () => {
    const entries: Array<[string, number]> = [];
    for (const table of TABLES) {
      const [row] = await testApp.db.select({ n: count() }).from(sql`${sql.identifier(table)}`);
      entries.push([table, row!.n]);
    }
    return Object.fromEntries(entries);
  };
  const customer = async () => (await testApp.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email)).limit(1))[0]!;

  it('is idempotent: a second run adds nothing', async () => {
    await seedDemo(testApp.db, testApp.clock.now());
    const first = await counts();
    expect(first).toMatchObject({ users: 3, subscriptions: 1, packages: 5, warehouse_addresses: 1, pickups: 1, pickup_packages: 1 });

    testApp.clock.advance(DAY_MS);
    await seedDemo(testApp.db, testApp.clock.now());
    expect(await counts()).toEqual(first);
  });

  it('creates the three demo accounts, verified, with their roles and known passwords', async () => {
    await seedDemo(testApp.db, testApp.clock.now());
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const [row] = await testApp.db.select().from(users).where(eq(users.email, account.email)).limit(1);
      if (!row) throw new Error(`no ${account.email}`);
      expect(row).toMatchObject({ role: account.role, firstName: account.firstName });
      expect(row.emailVerifiedAt).not.toBeNull();
      expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
    }
    const token = await loginAs(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const profile = await call(testApp, 'GET', '/api/users/profile', { token });
    expect(profile.status).toBe(200);
  });

  it('gives the demo customer an active subscription', async () => {
    const now = testApp.clock.now();
    await seedDemo(testApp.db, now);
    const rows = await testApp.db.select().from(subscriptions).where(eq(subscriptions.userId, (await customer()).id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', planType: 'plus', provider: 'braintree' });
    expect(rows[0]!.accessUntil.getTime()).toBeGreaterThan(now.getTime());
  });

  it('gives the demo customer a saved card in the local sandbox, so plan change and cancel work', async () => {
    await seedDemo(testApp.db, testApp.clock.now());
    const token = await loginAs(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const cards = (await (await call(testApp, 'GET', '/api/braintree/payment-methods', { token })).json()) as { payment_methods: { token: string; is_default: boolean }[] };
    expect(cards.payment_methods).toEqual([expect.objectContaining({ token: 'demo-card', is_default: true, card_type: 'Visa', last_4: '1881' })]);
    const customerId = (await customer()).id;
    const changed = await call(testApp, 'PUT', `/api/users/${customerId}/subscription`, { token, body: { plan_type: 'premium' } });
    expect(((await changed.json()) as { message: string }).message).toBe('Plan changed successfully');
    expect((await call(testApp, 'DELETE', `/api/users/${customerId}/subscription`, { token })).status).toBe(200);
  });

  it('gives the demo customer packages in several delivery states, one scheduled for pickup', async () => {
    await seedDemo(testApp.db, testApp.clock.now());
    const { id: customerId } = await customer();
    const rows = await testApp.db.select().from(packages).where(eq(packages.userId, customerId));
    const states = new Set(rows.map((row) => row.deliveryStatus));
    for (const state of ['pending', 'received', 'scheduled', 'picked_up']) expect(states).toContain(state);

    const scheduled = rows.find((row) => row.deliveryStatus === 'scheduled')!;
    const [link] = await testApp.db.select().from(pickupPackages).where(eq(pickupPackages.packageId, scheduled.id)).limit(1);
    expect(link).toBeDefined();
    const [pickup] = await testApp.db.select().from(pickups).where(eq(pickups.id, link!.pickupId)).limit(1);
    expect(pickup!.userId).toBe(customerId);

    const pickedUp = rows.find((row) => row.deliveryStatus === 'picked_up')!;
    expect(pickedUp.pickedUpBy).toBeTruthy();
    expect(pickedUp.pickedUpAt).not.toBeNull();
  });

  it('shows the demo customer every package through the API as documented, with carriers and the pickup', async () => {
    await seedDemo(testApp.db, testApp.clock.now());
    const token = await loginAs(testApp, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const response = await call(testApp, 'GET', '/api/tracking', { token });
    const { packages: list } = (await response.json()) as { packages: Array<{ carrier: string | null; delivery_status: string; pickup_id: number | null; tracking_url: string | null }> };
    expect(list).toHaveLength(5);
    expect(list.every((pkg) => pkg.carrier && pkg.tracking_url)).toBe(true);
    expect(list.find((pkg) => pkg.delivery_status === 'scheduled')?.pickup_id).toEqual(expect.any(Number));
    const pickupList = await call(testApp, 'GET', '/api/pickups', { token });
    expect(((await pickupList.json()) as { pickups: unknown[] }).pickups).toHaveLength(1);
  });

  it('adds one active warehouse address and the support number', async () => {
    await seedDemo(testApp.db, testApp.clock.now());
    const rows = await testApp.db.select().from(warehouseAddresses);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ isActive: true, city: 'Miami', state: 'FL' });
    expect(await getSetting(testApp.db, 'whatsapp_number')).toBe(DEMO_WHATSAPP_NUMBER);
  });

  it('fills the business details the public site shows, keeping the configured support e-mail and any saved detail', async () => {
    await setSetting(testApp.db, 'facebook_url', '', null, testApp.clock.now());
    await seedDemo(testApp.db, testApp.clock.now());
    const response = await call(testApp, 'GET', '/api/settings/business');
    expect(await response.json()).toEqual({ ...DEMO_BUSINESS_DETAILS, support_email: 'support@app.test', facebook_url: '' });
  });

  it('leaves an existing demo customer and warehouse alone', async () => {
    await createUser(testApp, { email: DEMO_ACCOUNTS.customer.email });
    await writeTransaction(testApp.db, (tx) =>
      tx.insert(warehouseAddresses).values({ name: 'Own', streetAddress: '1 Main St', city: 'Doral', state: 'FL', postalCode: '33122', isActive: true }),
    );
    await seedDemo(testApp.db, testApp.clock.now());
    expect(await counts()).toMatchObject({ users: 3, subscriptions: 0, packages: 0, warehouse_addresses: 1 });
    // The existing account keeps its own password.
    await expect(loginAs(testApp, DEMO_ACCOUNTS.customer.email, DEFAULT_TEST_PASSWORD)).resolves.toEqual(expect.any(String));
  });
});

describe('ensureSuperadmin', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('creates a verified superadmin that can log in', async () => {
    const now = testApp.clock.now();
    expect(await ensureSuperadmin(testApp.db, 'Boss@Example.com', 'harbor-cinnamon-71-quill', now)).toBe('created');
    const [row] = await testApp.db.select().from(users).where(eq(users.email, 'boss@example.com')).limit(1);
    if (!row) throw new Error('no superadmin');
    expect(row).toMatchObject({ role: 'superadmin', emailVerifiedAt: now });
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);

    const token = await loginAs(testApp, 'boss@example.com', 'harbor-cinnamon-71-quill');
    const settingsCall = await call(testApp, 'POST', '/api/settings/whatsapp', { token, body: { whatsapp_number: '+1 305' } });
    expect(settingsCall.status).toBe(200);
  });

  it('refuses to create a superadmin with a guessable password, and creates nobody', async () => {
    for (const guessable of ['Password123!', 'boss@example.com1', 'qwerty2024'])
      await expect(ensureSuperadmin(testApp.db, 'boss@example.com', guessable, testApp.clock.now())).rejects.toThrow(WEAK_SUPERADMIN_PASSWORD);
    expect(await testApp.db.select().from(users)).toEqual([]);
  });

  it('promotes an existing user without changing their password, and verifies them', async () => {
    const { user } = await createUser(testApp, { email: 'promote@example.com', verified: false });
    testApp.clock.advance(DAY_MS);
    expect(await ensureSuperadmin(testApp.db, 'PROMOTE@example.com', 'ignored-password', testApp.clock.now())).toBe('updated');

    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    expect(row!.role).toBe('superadmin');
    expect(row!.passwordHash).toBe(user.passwordHash);
    expect(row!.emailVerifiedAt).toEqual(testApp.clock.now());
    expect(await testApp.db.select().from(users)).toHaveLength(1);

    await expect(loginAs(testApp, 'promote@example.com', DEFAULT_TEST_PASSWORD)).resolves.toEqual(expect.any(String));
    await expect(loginAs(testApp, 'promote@example.com', 'ignored-password')).rejects.toThrow('401');
  });

  it('keeps an earlier verification time and is repeatable', async () => {
    const { user } = await createUser(testApp, { email: 'verified@example.com' });
    const verifiedAt = user.emailVerifiedAt;
    testApp.clock.advance(DAY_MS);
    await ensureSuperadmin(testApp.db, 'verified@example.com', 'whatever-pass', testApp.clock.now());
    expect(await ensureSuperadmin(testApp.db, 'verified@example.com', 'whatever-pass', testApp.clock.now())).toBe('updated');
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id)).limit(1);
    expect(row!.emailVerifiedAt).toEqual(verifiedAt);
    expect(row!.role).toBe('superadmin');
  });
});
