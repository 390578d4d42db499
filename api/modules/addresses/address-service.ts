import { and, asc, eq, ne } from 'drizzle-orm';
import { ADDRESS_MESSAGES } from '../../../shared/addresses/address-messages';
import { addressAllowance, type AddressAllowance } from '../../../shared/addresses/address-allowance';
import type { DeliveryAddress, DeliveryAddressInput, DeliveryAddressList } from '../../../shared/addresses/delivery-address-schema';
import { gateMessage } from '../../../shared/subscription/gate-messages';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { deliveryAddresses } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { userSubscriptionView } from '../subscriptions/subscription-view';
import { addressCountOf, addressRowsOf, ownAddressRow, primaryAddressRow } from './address-queries';
import { suggestionOf, toDeliveryAddress } from './address-view';
import { checkWithCarrier, type DeliverableVerdict } from './carrier-check';

/** What the customer's plan allows now, with `stored` addresses. */
async function allowanceOf(db: Db, userId: number, stored: number, now: Date): Promise<AddressAllowance> {
  return addressAllowance(await userSubscriptionView(db, userId, now), stored, now);
}

/** Without delivery (Basic, no plan, a plan that ended) the delivery gate's own text (part 1 section 6). */
function requireDelivery(allowance: AddressAllowance): void {
  if (allowance.gate) throw new DomainError('not-allowed', gateMessage(allowance.gate.messageKey));
}

/** The customer's plan delivers (Standard, Premium): else the delivery gate's text, as for addresses. */
export async function requireDeliveryPlan(db: Db, userId: number, now: Date): Promise<void> {
  requireDelivery(await allowanceOf(db, userId, 0, now));
}

function requireRoom(allowance: AddressAllowance): void {
  requireDelivery(allowance);
  if (!allowance.canAdd) throw new DomainError('conflict', ADDRESS_MESSAGES.limitReached, { max_delivery_addresses: allowance.max });
}

/** The columns of an address as typed and as the carrier judged it. */
const columnsOf = (input: DeliveryAddressInput, verdict: DeliverableVerdict, at: Date) => ({
  name: input.name,
  street1: input.street1,
  street2: input.street2,
  city: input.city,
  state: input.state,
  zip: input.zip,
  phone: input.phone,
  verificationStatus: verdict.suggestion ? ('correction_suggested' as const) : ('verified' as const),
  suggestedCorrection: verdict.suggestion ? JSON.stringify(verdict.suggestion) : null,
  carrierAddressId: verdict.carrierAddressId,
  verifiedAt: at,
  updatedAt: at,
});

/** GET /api/addresses */
export async function listAddresses(deps: AppDeps, userId: number): Promise<DeliveryAddressList> {
  const rows = await addressRowsOf(deps.db, userId);
  const allowance = await allowanceOf(deps.db, userId, rows.length, deps.now());
  return { addresses: rows.map(toDeliveryAddress), delivery_enabled: allowance.deliveryEnabled, max_delivery_addresses: allowance.max, can_add_address: allowance.canAdd };
}

/** GET /api/addresses/primary: 404 until the customer has an address. */
export async function primaryAddress(deps: AppDeps, userId: number): Promise<DeliveryAddress> {
  const row = await primaryAddressRow(deps.db, userId);
  if (!row) throw new DomainError('not-found', ADDRESS_MESSAGES.noPrimary);
  return toDeliveryAddress(row);
}

/**
 * POST /api/addresses: the plan is asked first (no carrier call for a refusal), the carrier next, and the plan again in
 * the transaction that stores it, so two adds sent together meet the limit one after the other. The first address
 * becomes the primary one.
 */
export async function createAddress(deps: AppDeps, userId: number, input: DeliveryAddressInput): Promise<DeliveryAddress> {
  requireRoom(await allowanceOf(deps.db, userId, await addressCountOf(deps.db, userId), deps.now()));
  const verdict = await checkWithCarrier(deps, userId, input);
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const stored = await addressCountOf(tx, userId);
    requireRoom(await allowanceOf(tx, userId, stored, now));
    const [row] = await tx
      .insert(deliveryAddresses)
      .values({ userId, ...columnsOf(input, verdict, now), isPrimary: stored === 0, createdAt: now })
      .returning();
    return toDeliveryAddress(row!);
  });
}

/** PUT /api/addresses/{id}: checked by the carrier again; a plan without delivery cannot change addresses (it may delete them). */
export async function updateAddress(deps: AppDeps, userId: number, id: number, input: DeliveryAddressInput): Promise<DeliveryAddress> {
  await ownAddressRow(deps.db, userId, id);
  requireDelivery(await allowanceOf(deps.db, userId, 0, deps.now()));
  const verdict = await checkWithCarrier(deps, userId, input);
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    await ownAddressRow(tx, userId, id);
    requireDelivery(await allowanceOf(tx, userId, 0, now));
    const [row] = await tx.update(deliveryAddresses).set(columnsOf(input, verdict, now)).where(eq(deliveryAddresses.id, id)).returning();
    return toDeliveryAddress(row!);
  });
}

/** POST /api/addresses/{id}/accept-correction: the carrier's suggestion, as it was suggested, becomes the address. */
export async function acceptCorrection(deps: AppDeps, userId: number, id: number): Promise<DeliveryAddress> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const row = await ownAddressRow(tx, userId, id);
    const suggestion = suggestionOf(row);
    if (!suggestion) throw new DomainError('conflict', ADDRESS_MESSAGES.noCorrection);
    const [accepted] = await tx
      .update(deliveryAddresses)
      .set({ ...suggestion, verificationStatus: 'verified', suggestedCorrection: null, updatedAt: now })
      .where(eq(deliveryAddresses.id, id))
      .returning();
    return toDeliveryAddress(accepted!);
  });
}

/** POST /api/addresses/{id}/primary: the others stop being primary first (one primary per customer, decision 163). */
export async function makePrimary(deps: AppDeps, userId: number, id: number): Promise<DeliveryAddress> {
  const now = deps.now();
  return writeTransaction(deps.db, async (tx) => {
    const row = await ownAddressRow(tx, userId, id);
    if (row.isPrimary) return toDeliveryAddress(row);
    await tx
      .update(deliveryAddresses)
      .set({ isPrimary: false, updatedAt: now })
      .where(and(eq(deliveryAddresses.userId, userId), eq(deliveryAddresses.isPrimary, true)));
    const [primary] = await tx.update(deliveryAddresses).set({ isPrimary: true, updatedAt: now }).where(eq(deliveryAddresses.id, id)).returning();
    return toDeliveryAddress(primary!);
  });
}

/** DELETE /api/addresses/{id}: deleting the primary one makes the oldest of the others primary. */
export async function deleteAddress(deps: AppDeps, userId: number, id: number): Promise<void> {
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    const row = await ownAddressRow(tx, userId, id);
    await tx.delete(deliveryAddresses).where(eq(deliveryAddresses.id, id));
    if (!row.isPrimary) return;
    const [next] = await tx
      .select({ id: deliveryAddresses.id })
      .from(deliveryAddresses)
      .where(and(eq(deliveryAddresses.userId, userId), ne(deliveryAddresses.id, id)))
      .orderBy(asc(deliveryAddresses.id))
      .limit(1);
    if (next) await tx.update(deliveryAddresses).set({ isPrimary: true, updatedAt: now }).where(eq(deliveryAddresses.id, next.id));
  });
}
