import { and, eq, inArray } from 'drizzle-orm';
import { PICKUP_PASS_MESSAGES, type PickupDelegateRequest, type PickupPass } from '../../../shared/pickup/pickup-pass-schema';
import { PICKUP_MESSAGES } from '../../../shared/pickup/pickup-schema';
import type { AppDeps } from '../../app-deps';
import { type Db, writeTransaction } from '../../db/client';
import { packages, pickups, type UserRow } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';
import { accountNameOf } from '../alerts/pickup-place-lines';
import { delegateOf } from './counter-pickup-view';
import { signPass } from './pickup-pass-signer';
import { toPickupViews, type PickupRow } from './pickup-queries';
import { signingKey } from './signing-key';

const TRACKING_TAIL = 4;

/** The caller's own scheduled pickup (anyone else's is 404, as one that does not exist; a past one 409). */
async function ownScheduledPickup(db: Db, userId: number, pickupId: number): Promise<PickupRow> {
  const [row] = await db.select().from(pickups).where(and(eq(pickups.id, pickupId), eq(pickups.userId, userId))).limit(1);
  if (!row) throw new DomainError('not-found', PICKUP_MESSAGES.notFound);
  if (row.status !== 'scheduled') throw new DomainError('conflict', PICKUP_PASS_MESSAGES.noPass);
  return row;
}

async function passOf(deps: AppDeps, owner: UserRow, row: PickupRow): Promise<PickupPass> {
  const [view] = await toPickupViews(deps.db, [row]);
  const ids = view!.package_ids;
  const held = ids.length ? await deps.db.select().from(packages).where(inArray(packages.id, ids)).orderBy(packages.id) : [];
  const key = await signingKey(deps.db, 'pickup-pass', deps.now());
  return {
    token: signPass(key, { pickupId: row.id, date: row.pickupDate }),
    pickup_id: row.id,
    pickup_date: row.pickupDate,
    pickup_time: row.pickupTime,
    packages: held.map((pkg) => ({ id: pkg.id, title: pkg.title, tracking_last4: pkg.trackingNumber.slice(-TRACKING_TAIL) })),
    location: view!.location,
    customer_name: accountNameOf(owner),
    delegate: delegateOf(row),
  };
}

/** GET /api/pickup/{id}/pass. */
export async function pickupPass(deps: AppDeps, owner: UserRow, pickupId: number): Promise<PickupPass> {
  return passOf(deps, owner, await ownScheduledPickup(deps.db, owner.id, pickupId));
}

/** PUT (a delegate) and DELETE (null: the customer collects) /api/pickup/{id}/delegate; answers the pass as it now reads. */
export async function setPickupDelegate(deps: AppDeps, owner: UserRow, pickupId: number, delegate: PickupDelegateRequest | null): Promise<PickupPass> {
  const now = deps.now();
  const row = await writeTransaction(deps.db, async (tx) => {
    const pickup = await ownScheduledPickup(tx, owner.id, pickupId);
    const [updated] = await tx
      .update(pickups)
      .set({ delegateName: delegate?.name ?? null, delegateIdLast4: delegate?.id_last4 ?? null, updatedAt: now })
      .where(eq(pickups.id, pickup.id))
      .returning();
    return updated!;
  });
  return passOf(deps, owner, row);
}
