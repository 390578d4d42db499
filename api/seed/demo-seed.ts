import { count, eq } from 'drizzle-orm';
import { paidPlan } from '../../shared/plans/plan-catalog';
import { type AppDatabase, writeTransaction } from '../db/client';
import { gatewayCustomers, localSandboxCustomers, localSandboxPaymentMethods, localSandboxSubscriptions, packageWorkflow, packages, pickupPackages, pickups, settings, subscriptions, trackingEvents, warehouseAddresses } from '../db/tables';
import { hashPassword } from '../modules/accounts/passwords';
import { setSetting } from '../modules/settings/settings-service';
import { findUserByEmail, insertUser } from '../modules/accounts/users-service';
import { DEMO_ACCOUNTS, DEMO_BUSINESS_DETAILS, DEMO_WAREHOUSE, DEMO_WHATSAPP_NUMBER, type DemoAccount } from './demo-accounts';
import { demoPackages, nextWeekdayDateString } from './demo-packages';
import { DAY_MS } from '../../shared/time/durations';

/** The demo customer's saved card in the local card sandbox. */
export const DEMO_CARD_TOKEN = 'demo-card';

async function ensureAccount(db: AppDatabase, account: DemoAccount, now: Date) {
  const existing = await findUserByEmail(db, account.email);
  if (existing) return { user: existing, created: false };
  const { password, ...rest } = account;
  const user = await insertUser(db, { ...rest, passwordHash: await hashPassword(password), emailVerifiedAt: now, createdAt: now });
  return { user, created: true };
}

/** Demo data for development: idempotent, it only adds what is missing. */
export async function seedDemo(db: AppDatabase, now: Date): Promise<void> {
  await ensureAccount(db, DEMO_ACCOUNTS.admin, now);
  await ensureAccount(db, DEMO_ACCOUNTS.superadmin, now);
  const { user: customer, created } = await ensureAccount(db, DEMO_ACCOUNTS.customer, now);

  const [warehouses] = await db.select({ n: count() }).from(warehouseAddresses);
  if ((warehouses?.n ?? 0) === 0) {
    await writeTransaction(db, (tx) => tx.insert(warehouseAddresses).values({ ...DEMO_WAREHOUSE, isActive: true, createdAt: now, updatedAt: now }));
    await setSetting(db, 'whatsapp_number', DEMO_WHATSAPP_NUMBER, null, now);
  }
  for (const [key, value] of Object.entries(DEMO_BUSINESS_DETAILS) as Array<[keyof typeof DEMO_BUSINESS_DETAILS, string]>) {
    // Only a detail never saved: a superadmin's edit (even to '') is kept.
    const [saved] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).limit(1);
    if (!saved) await setSetting(db, key, value, null, now);
  }
  if (!created) return;

  const plan = paidPlan('plus');
  const periodStart = new Date(now.getTime() - 10 * DAY_MS);
  const nextBilling = new Date(periodStart.getTime() + 30 * DAY_MS);
  await writeTransaction(db, async (tx) => {
    await tx
      .insert(subscriptions)
      .values({
        userId: customer.id,
        planType: plan.planType,
        status: 'active',
        provider: 'braintree',
        providerSubscriptionId: 'demo-subscription',
        providerCustomerId: 'demo-customer',
        paymentMethodToken: DEMO_CARD_TOKEN,
        priceCents: plan.priceCents,
        currentPeriodStart: periodStart,
        nextBillingDate: nextBilling,
        accessUntil: nextBilling,
        storagePeriodResetAt: periodStart,
        createdAt: periodStart,
        updatedAt: periodStart,
      });
    // The local card sandbox's side of the demo subscription: its customer, a saved Visa and the subscription.
    await tx.insert(gatewayCustomers).values({ userId: customer.id, gateway: 'local', customerId: 'demo-customer', createdAt: periodStart }).onConflictDoNothing();
    await tx
      .insert(localSandboxCustomers)
      .values({ customerId: 'demo-customer', email: customer.email, firstName: customer.firstName, lastName: customer.lastName, createdAt: periodStart })
      .onConflictDoNothing();
    await tx
      .insert(localSandboxPaymentMethods)
      .values({
        token: DEMO_CARD_TOKEN,
        customerId: 'demo-customer',
        cardType: 'Visa',
        last4: '1881',
        cardholderName: `${customer.firstName} ${customer.lastName}`,
        expirationMonth: '12',
        expirationYear: String(now.getUTCFullYear() + 3),
        isDefault: true,
        createdAt: periodStart,
      })
      .onConflictDoNothing();
    await tx
      .insert(localSandboxSubscriptions)
      .values({ subscriptionId: 'demo-subscription', planId: plan.providerPlanId, priceCents: plan.priceCents, paymentMethodToken: DEMO_CARD_TOKEN, status: 'Active', createdAt: periodStart, updatedAt: periodStart })
      .onConflictDoNothing();
    for (const demo of demoPackages(now, plan.storageDays)) {
      const [row] = await tx.insert(packages).values({ ...demo.values, userId: customer.id }).returning({ id: packages.id });
      const packageId = row!.id;
      if (demo.events.length) await tx.insert(trackingEvents).values(demo.events.map((event) => ({ ...event, packageId })));
      if (demo.workflow.length) await tx.insert(packageWorkflow).values(demo.workflow.map((entry) => ({ ...entry, packageId })));
      if (demo.values.deliveryStatus === 'scheduled') {
        const [pickup] = await tx
          .insert(pickups)
          .values({ userId: customer.id, pickupDate: nextWeekdayDateString(now), pickupTime: '10:00', notes: 'Retira Lucía' })
          .returning({ id: pickups.id });
        await tx.insert(pickupPackages).values({ pickupId: pickup!.id, packageId });
      }
    }
  });
}
