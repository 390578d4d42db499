import { and, desc, eq, notInArray } from 'drizzle-orm';
import { PUSH_MESSAGES } from '../../../shared/push/push-messages';
import type { PushSubscriptionInput } from '../../../shared/push/push-schemas';
import { type AppDatabase, writeTransaction } from '../../db/client';
import { pushSubscriptions } from '../../db/tables';
import { DomainError } from '../../domain/domain-error';

/** Devices kept per user: a new one beyond this replaces the least recently subscribed. */
export const MAX_DEVICES_PER_USER = 10;
const USER_AGENT_MAX_LENGTH = 300;

/** RFC 8291: an uncompressed P-256 point (65 bytes, 0x04 first) and a 16-byte auth secret. */
function keysAreUsable(keys: PushSubscriptionInput['keys']): boolean {
  const p256dh = Buffer.from(keys.p256dh, 'base64url');
  return p256dh.length === 65 && p256dh[0] === 0x04 && Buffer.from(keys.auth, 'base64url').length === 16;
}

/**
 * Keeps this browser's subscription for the user, by endpoint: a renewed one replaces its keys; one another account
 * held moves to this user, without that account's undelivered alerts (the device is no longer theirs).
 */
export async function subscribe(db: AppDatabase, userId: number, input: PushSubscriptionInput, userAgent: string | undefined, now: Date): Promise<void> {
  if (!keysAreUsable(input.keys)) throw new DomainError('invalid-input', PUSH_MESSAGES.invalidKeys, { field: 'keys' });
  await writeTransaction(db, async (tx) => {
    const [existing] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).limit(1);
    if (existing && existing.userId !== userId) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, existing.id));
    const mine = existing?.userId === userId ? existing : undefined;
    const values = {
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      language: input.language ?? mine?.language ?? 'es',
      userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    };
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: now } });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_USER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** Forgets this browser for the user; nothing to do when it is already gone (or not theirs). */
export async function unsubscribe(db: AppDatabase, userId: number, endpoint: string): Promise<void> {
  await writeTransaction(db, (tx) => tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))));
}
