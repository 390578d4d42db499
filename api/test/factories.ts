import type { Role } from '../../shared/accounts/user-schema';
import { paidPlan } from '../../shared/plans/plan-catalog';
import { writeTransaction } from '../db/client';
import { packages, pickupPackages, pickups, subscriptions, warehouseAddresses } from '../db/tables';
import { hashPassword } from '../modules/accounts/passwords';
import { insertUser } from '../modules/accounts/users-service';
import { call, createTestApp, type TestApp } from './test-app';

export const DEFAULT_TEST_PASSWORD = 'correct-horse-1';

let sequence = 0;

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  verified?: boolean;
  firstName?: string;
}

/** A user straight in the database (verified unless told otherwise). */
export async function createUser(testApp: TestApp, overrides: UserOverrides = {}) {
  sequence += 1;
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const user = await insertUser(testApp.db, {
    email: overrides.email ?? `user${sequence}@example.com`,
    passwordHash: await hashPassword(password),
    firstName: overrides.firstName ?? `User${sequence}`,
    lastName: 'Tester',
    phone: '+13055550100',
    role: overrides.role ?? 'regular',
    emailVerifiedAt: overrides.verified === false ? null : testApp.clock.now(),
    createdAt: testApp.clock.now(),
  });
  return { user, password };
}

/** A migrated test app with one customer in it: the usual start of a service test. */
export async function createTestAppWithUser(): Promise<{ testApp: TestApp; userId: number }> {
  const testApp = await createTestApp();
  return { testApp, userId: (await createUser(testApp)).user.id };
}

/** Logs in through the API and returns the bearer token. */
export async function loginAs(testApp: TestApp, email: string, password = DEFAULT_TEST_PASSWORD, rememberMe = false): Promise<string> {
  const response = await call(testApp, 'POST', '/api/login', { body: { email, password, remember_me: rememberMe } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export const validRegistration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  last_name: 'Gómez',
  email: `ana${++sequence}@example.com`,
  password: 'ruta-sur-71',
  phone: '+5491122334455',
  ...overrides,
});

/** A verified customer (or staff) with a session token. */
export async function signedIn(testApp: TestApp, overrides: UserOverrides = {}) {
  const { user } = await createUser(testApp, overrides);
  const token = await loginAs(testApp, user.email);
  return { user, token };
}

export const validPersonalInfo = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ana Gómez',
  email: 'ana@example.com',
  phoneCountryCode: '+54',
  phoneNumber: '1122334455',
  streetAddress: 'Av. Corrientes 1234',
  apartment: '5B',
  city: 'Buenos Aires',
  stateProvince: 'CABA',
  postalCode: 'C1043',
  country: 'Argentina',
  dateOfBirth: '1990-05-17',
  ...overrides,
});

/** The body of POST /api/subscriptions as the payment step sends it. */
export const subscribeBody = (overrides: Record<string, unknown> = {}) => ({
  paymentMethodNonce: 'fake-valid-visa-nonce',
  planId: 'plus_drop',
  email: 'ana@example.com',
  personalInfo: validPersonalInfo(),
  ...overrides,
});

/** Subscribes through the API and returns the 201 body. */
export async function subscribeViaApi(testApp: TestApp, token: string, overrides: Record<string, unknown> = {}) {
  const response = await call(testApp, 'POST', '/api/subscriptions', { token, body: subscribeBody(overrides) });
  if (response.status !== 201) throw new Error(`subscribe failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { subscription_id: string; customer_id: string; subscription: Record<string, unknown> };
}

/** A subscription row straight in the database: an active Standard card plan billed monthly unless told otherwise. */
export async function createSubscription(testApp: TestApp, userId: number, overrides: Partial<typeof subscriptions.$inferInsert> = {}) {
  const now = testApp.clock.now();
  const plan = paidPlan(overrides.planType ?? 'plus');
  const nextBilling = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
  sequence += 1;
  const [row] = await testApp.db
    .insert(subscriptions)
    .values({
      userId,
      planType: plan.planType,
      status: 'active',
      provider: 'braintree',
      providerSubscriptionId: `factory-subscription-${sequence}`,
      providerCustomerId: null,
      priceCents: plan.priceCents,
      currentPeriodStart: now,
      nextBillingDate: nextBilling,
      accessUntil: nextBilling,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Packages of a user in the given delivery statuses (for shipments-in-use counts). */
export async function createPackages(testApp: TestApp, userId: number, deliveryStatuses: readonly string[]): Promise<void> {
  for (const deliveryStatus of deliveryStatuses) {
    sequence += 1;
    const trackingNumber = `TRK${sequence}`;
    const title = `Package ${sequence}`;
    await writeTransaction(testApp.db, (tx) => tx.insert(packages).values({ userId, trackingNumber, title, deliveryStatus }));
  }
}

/** Rows made one after another (ids in order on either database), as a loop of inserts would. */
export async function oneAfterAnother<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let index = 0; index < count; index += 1) made.push(await make(index));
  return made;
}

/** One package row of a user: received at the warehouse unless told otherwise. */
export async function createPackage(testApp: TestApp, userId: number, overrides: Partial<typeof packages.$inferInsert> = {}) {
  sequence += 1;
  const now = testApp.clock.now();
  const [row] = await testApp.db
    .insert(packages)
    .values({
      userId,
      trackingNumber: `PKG${sequence}`,
      title: `Package ${sequence}`,
      status: 'delivered',
      deliveryStatus: 'received',
      receivedAt: now,
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A pickup row with its packages linked, straight in the database (scheduled unless told otherwise). */
export async function createPickup(testApp: TestApp, userId: number, slot: { date: string; time: string }, packageIds: number[] = [], overrides: Partial<typeof pickups.$inferInsert> = {}) {
  const now = testApp.clock.now();
  return writeTransaction(testApp.db, async (tx) => {
    const [pickup] = await tx
      .insert(pickups)
      .values({ userId, pickupDate: slot.date, pickupTime: slot.time, status: 'scheduled', createdAt: now, updatedAt: now, ...overrides })
      .returning();
    if (packageIds.length) await tx.insert(pickupPackages).values(packageIds.map((packageId) => ({ pickupId: pickup!.id, packageId })));
    return pickup!;
  });
}

/** A warehouse address row: the active Miami one unless told otherwise. */
export async function createWarehouseAddress(testApp: TestApp, overrides: Partial<typeof warehouseAddresses.$inferInsert> = {}) {
  const now = testApp.clock.now();
  const [row] = await writeTransaction(testApp.db, (tx) =>
    tx
      .insert(warehouseAddresses)
      .values({ name: 'Miami Drop Warehouse', streetAddress: '1000 NW 7th St', city: 'Miami', state: 'FL', postalCode: '33136', isActive: true, createdAt: now, updatedAt: now, ...overrides })
      .returning(),
  );
  return row!;
}
