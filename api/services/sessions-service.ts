import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessionExpiresAt } from '../../shared/accounts/session-rules';
import type { Db } from '../db/client';
import { sessions, type SessionRow } from '../db/schema/sessions';
import { users, type UserRow } from '../db/schema/users';
import { generateToken, hashToken } from './tokens';

export interface SessionMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

export function createSession(db: Db, userId: number, rememberMe: boolean, now: Date, meta: SessionMeta) {
  const token = generateToken();
  const expiresAt = sessionExpiresAt(now, rememberMe);
  db.insert(sessions)
    .values({ userId, tokenHash: hashToken(token), rememberMe, expiresAt, createdAt: now, ...meta })
    .run();
  return { token, expiresAt };
}

/** The live session and its user for a presented token, or undefined when unknown, revoked or expired. */
export function findSession(db: Db, token: string, now: Date): { session: SessionRow; user: UserRow } | undefined {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .get();
}

export function revokeSession(db: Db, token: string, now: Date): void {
  db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt))).run();
}

export function revokeAllSessions(db: Db, userId: number, now: Date): void {
  db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))).run();
}
