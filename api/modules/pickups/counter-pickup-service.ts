import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import { PICKUP_PASS_MESSAGES, type CounterPickup, type HandoverRequest, type StagingList } from '../../../shared/pickup/pickup-pass-schema';
import { PICKUP_MESSAGES } from '../../../shared/pickup/pickup-schema';
import { newYorkDateString } from '../../../shared/time/new-york';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, pickups, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { storeUploadedPhoto } from '../photos/photo-service';
import { handOverPackage } from '../warehouse/warehouse-handling-service';
import { toCounterPickups } from './counter-pickup-view';
import { verifyPass } from './pickup-pass-signer';
import { pickupPackageIds, type PickupRow } from './pickup-queries';
import { signingKey } from './signing-key';

async function anyPickup(db: Db, pickupId: number): Promise<PickupRow> {
  const [row] = await db.select().from(pickups).where(eq(pickups.id, pickupId)).limit(1);
  if (!row) throw new DomainError('not-found', PICKUP_MESSAGES.notFound);
  return row;
}

const counterPickup = async (db: Db, row: PickupRow) => (await toCounterPickups(db, [row]))[0]!;

/** A pickup the counter may hand over: not cancelled and not collected already (saying when and to whom). */
function requireOpen(row: PickupRow): void {
  if (row.status === 'cancelled') throw new DomainError('conflict', PICKUP_PASS_MESSAGES.cancelled);
  if (row.status === 'completed') {
    throw new DomainError('conflict', PICKUP_PASS_MESSAGES.alreadyCollected, { collected_by: row.collectedBy, handed_over_at: row.handedOverAt?.toISOString() ?? null });
  }
}

/**
 * POST /api/pickup/pass/scan: a pass signed by this server, for a pickup still to collect, today in New York; a pass
 * shown before the pickup was moved names its old day and is refused with the new one.
 */
export async function scanPass(deps: AppDeps, token: string): Promise<CounterPickup> {
  const claim = verifyPass(await signingKey(deps.db, 'pickup-pass', deps.now()), token);
  if (!claim) throw new DomainError('invalid-input', PICKUP_PASS_MESSAGES.invalidPass);
  const row = await anyPickup(deps.db, claim.pickupId);
  requireOpen(row);
  if (claim.date !== row.pickupDate || row.pickupDate !== newYorkDateString(deps.now())) {
    throw new DomainError('conflict', PICKUP_PASS_MESSAGES.anotherDay, { pickup_date: row.pickupDate });
  }
  return counterPickup(deps.db, row);
}

/**
 * PUT /api/pickup/{id}/handover: every package still to collect handed over to `collected_by` as staff mark one
 * picked up (its workflow entry, the pickup completed with who collected it, when and who handed it over), in one
 * transaction: a refusal changes nothing.
 */
export async function handOverPickup(deps: AppDeps, staff: UserRow, pickupId: number, input: HandoverRequest): Promise<CounterPickup> {
  const now = deps.now();
  await writeTransaction(deps.db, async (tx) => {
    const row = await anyPickup(tx, pickupId);
    requireOpen(row);
    const linked = await pickupPackageIds(tx, row.id);
    const waiting = linked.length ? await tx.select({ id: packages.id }).from(packages).where(and(inArray(packages.id, linked), ne(packages.deliveryStatus, 'picked_up'))) : [];
    for (const { id } of waiting) await handOverPackage(tx, staff, id, input.collected_by, now);
    // The last package's step completed it already; this also completes a pickup left with no package to hand over.
    await tx
      .update(pickups)
      .set({ status: 'completed', collectedBy: input.collected_by, handedOverAt: now, handedOverBy: staff.id, updatedAt: now })
      .where(eq(pickups.id, row.id));
  });
  deps.alerts.kick();
  return counterPickup(deps.db, await anyPickup(deps.db, pickupId));
}

/** This staff member's handover of the pickup to this person was recorded at or after `since` (a run cut short). */
export async function pickupHandedOverSince(db: Db, staffId: number, pickupId: number, input: HandoverRequest, since: Date): Promise<CounterPickup | undefined> {
  const [row] = await db.select().from(pickups).where(and(eq(pickups.id, pickupId), eq(pickups.handedOverBy, staffId), gte(pickups.handedOverAt, since))).limit(1);
  return row?.status === 'completed' && row.collectedBy === input.collected_by ? counterPickup(db, row) : undefined;
}

/**
 * POST /api/pickup/{id}/handover/photo: one photo of the signature or the handover, once the pickup is handed over,
 * checked and stripped as parcel photos are; a second is refused, so the one on record stays.
 */
export async function addHandoverPhoto(deps: AppDeps, pickupId: number, readUpload: () => Promise<Uint8Array>): Promise<CounterPickup> {
  const requireWithoutPhoto = (row: PickupRow) => {
    if (row.status !== 'completed' || !row.handedOverAt) throw new DomainError('conflict', PICKUP_PASS_MESSAGES.notHandedOver);
    if (row.handoverPhotoKey) throw new DomainError('conflict', PICKUP_PASS_MESSAGES.photoExists);
  };
  requireWithoutPhoto(await anyPickup(deps.db, pickupId));
  const { storageKey } = await storeUploadedPhoto(deps, readUpload);
  try {
    await writeTransaction(deps.db, async (tx) => {
      requireWithoutPhoto(await anyPickup(tx, pickupId));
      await tx.update(pickups).set({ handoverPhotoKey: storageKey, updatedAt: deps.now() }).where(eq(pickups.id, pickupId));
    });
  } catch (error) {
    await deps.files.delete(storageKey).catch(() => undefined);
    throw error;
  }
  return counterPickup(deps.db, await anyPickup(deps.db, pickupId));
}

/** GET /api/pickup/{id}/handover/photo: the stored JPEG. */
export async function handoverPhoto(deps: AppDeps, pickupId: number): Promise<Uint8Array<ArrayBuffer>> {
  const row = await anyPickup(deps.db, pickupId);
  const bytes = row.handoverPhotoKey ? await deps.files.get(row.handoverPhotoKey) : null;
  if (!bytes) throw new DomainError('not-found', PICKUP_PASS_MESSAGES.noPhoto);
  return bytes;
}

/** GET /api/admin/pickups/staging: the day's pickups (collected ones too, not cancelled ones) slot by slot, each with its packages and shelves. */
export async function stagingList(deps: AppDeps, date: string | undefined): Promise<StagingList> {
  const day = date ?? newYorkDateString(deps.now());
  const rows = await deps.db
    .select()
    .from(pickups)
    .where(and(eq(pickups.pickupDate, day), ne(pickups.status, 'cancelled')))
    .orderBy(asc(pickups.pickupTime), asc(pickups.id));
  const views = await toCounterPickups(deps.db, rows);
  const times = [...new Set(views.map((view) => view.pickup_time))];
  return { date: day, slots: times.map((time) => ({ time, pickups: views.filter((view) => view.pickup_time === time) })) };
}
