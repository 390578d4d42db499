import { and, eq, lt } from 'drizzle-orm';
import { DAY_MS } from '../../shared/time/durations';
import type { AppDatabase, Db } from '../db/client';
import { loginDevices, type LoginDeviceRow } from '../db/schema/login-devices';
import { generateToken, hashToken } from './tokens';

/** A device unseen this long is forgotten; the cookie lasts as long. */
export const DEVICE_LIFETIME_MS = 365 * DAY_MS;

/** The device a presented md_device token names, when it is known and still fresh. */
export function findDevice(db: AppDatabase, token: string | undefined, now: Date): LoginDeviceRow | undefined {
  if (!token) return undefined;
  const row = db.select().from(loginDevices).where(eq(loginDevices.tokenHash, hashToken(token))).get();
  return row && row.lastSeenAt.getTime() > now.getTime() - DEVICE_LIFETIME_MS ? row : undefined;
}

/** A signed-in browser becomes a known device of the account: a fresh token (the caller sets it as md_device). */
export function rememberDevice(db: AppDatabase, userId: number, device: LoginDeviceRow | undefined, now: Date): string | undefined {
  if (device?.userId === userId) {
    db.update(loginDevices).set({ lastSeenAt: now }).where(eq(loginDevices.id, device.id)).run();
    return undefined;
  }
  db.delete(loginDevices).where(and(eq(loginDevices.userId, userId), lt(loginDevices.lastSeenAt, new Date(now.getTime() - DEVICE_LIFETIME_MS)))).run();
  const token = generateToken();
  db.insert(loginDevices).values({ userId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now }).run();
  return token;
}

/** A new password (a reset) makes the account forget every browser: one that knew the old password is known no more. */
export function forgetDevices(db: Db, userId: number): void {
  db.delete(loginDevices).where(eq(loginDevices.userId, userId)).run();
}
