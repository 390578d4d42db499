import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { gatewayCustomers, type UserRow } from '../../db/tables';

/** The user's customer id in the configured card gateway, if they have one. */
export async function findGatewayCustomerId(db: Db, userId: number, gateway: AppDeps['payments']['mode']): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: gatewayCustomers.customerId })
    .from(gatewayCustomers)
    .where(and(eq(gatewayCustomers.userId, userId), eq(gatewayCustomers.gateway, gateway)))
    .limit(1);
  return row?.customerId;
}

/** The user's gateway customer, created on first need (the vault that holds their cards). */
export async function ensureGatewayCustomer(deps: AppDeps, user: UserRow, details: { email?: string; phone?: string } = {}): Promise<string> {
  const gateway = deps.payments.mode;
  const existing = await findGatewayCustomerId(deps.db, user.id, gateway);
  if (existing) return existing;
  const customerId = await deps.payments.createCustomer({
    email: details.email ?? user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(details.phone || user.phone ? { phone: details.phone ?? user.phone } : {}),
  });
  // Two concurrent first calls may both create one; the first stored wins and is used from then on.
  await writeTransaction(deps.db, async (tx) => {
    await tx.insert(gatewayCustomers).values({ userId: user.id, gateway, customerId, createdAt: deps.now() }).onConflictDoNothing();
  });
  return (await findGatewayCustomerId(deps.db, user.id, gateway)) ?? customerId;
}
