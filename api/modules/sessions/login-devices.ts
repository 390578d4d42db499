import { and, eq, lt } from 'drizzle-orm';
import { DAY_MS } from '../../../shared/time/durations';
import { type AppDatabase, type Db, writeTransaction } from '../../db/client';
import { loginDevices, type LoginDeviceRow } from '../../db/tables';
import { generateToken, hashToken } from '../accounts/tokens';

/** A device unseen this long is forgotten; the cookie lasts as long. */
export const DEVICE_LIFETIME_MS = 365 * DAY_MS;

/** The device a presented md_device token names, when it is known and still fresh. */
export async function findDevice(db: AppDatabase, token: string | undefined, now: Date): Promise<LoginDeviceRow | undefined> {
  if (!token) return undefined;
  const [row] = await db.select().from(loginDevices).where(eq(loginDevices.tokenHash, hashToken(token))).limit(1);
  return row && row.lastSeenAt.getTime() > now.getTime() - DEVICE_LIFETIME_MS ? row : undefined;
}

/** A signed-in browser becomes a known device of the account: a fresh token (the caller sets it as md_device). */
export async function rememberDevice(db: Db, userId: number, device: LoginDeviceRow | undefined, now: Date): Promise<string | undefined> {
  if (device?.userId === userId) {
    await writeTransaction(db, (tx) => tx.update(loginDevices).set({ lastSeenAt: now }).where(eq(loginDevices.id, device.id)));
    return undefined;
  }
  const token = generateToken();
  await writeTransaction(db, async (tx) => {
    await tx.delete(loginDevices).where(and(eq(loginDevices.userId, userId), lt(loginDevices.lastSeenAt, new Date(now.getTime() - DEVICE_LIFETIME_MS))));
    await tx.insert(loginDevices).values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  });
  return token;
}

/** A new password (a reset) makes the account forget every browser: one that knew the old password is known no more. */
export async function forgetDevices(db: Db, userId: number): Promise<void> {
  await writeTransaction(db, (tx) => tx.delete(loginDevices).where(eq(loginDevices.userId, userId)));
}
