import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { sessionExpiresAt } from '../../../shared/accounts/session-rules';
import { type AppDatabase, type Db, writeTransaction } from '../../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../../db/tables';
import { generateToken, hashToken } from '../accounts/tokens';

export interface SessionMeta {
  ipAddress: string | null;
  userAgent: string | null;
}

export async function createSession(db: Db, userId: number, rememberMe: boolean, now: Date, meta: SessionMeta) {
  const token = generateToken();
  const expiresAt = sessionExpiresAt(now, rememberMe);
  await writeTransaction(db, (tx) =>
    tx.insert(sessions).values({ userId, tokenHash: hashToken(token), rememberMe, expiresAt, createdAt: now, ...meta }),
  );
  return { token, expiresAt };
}

const liveSessionQuery = (db: AppDatabase) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare();

// Prepared once per database: every signed-in request reads its session.
const liveSessionQueries = new WeakMap<AppDatabase, ReturnType<typeof liveSessionQuery>>();

/** The live session and its user for a presented token, or undefined when unknown, revoked or expired. */
export async function findSession(db: AppDatabase, token: string, now: Date): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  let query = liveSessionQueries.get(db);
  // Stryker disable next-line ConditionalExpression: preparing again on every call answers the same, only slower (decision 130).
  if (!query) {
    query = liveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  // A placeholder is bound as given (no column mapping): the stored form of a timestamp is epoch milliseconds.
  const [found] = await query.execute({ tokenHash: hashToken(token), now: now.getTime() });
  return found;
}

export async function revokeSession(db: Db, token: string, now: Date): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt))),
  );
}

export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),
  );
}

/** Every session of the user but the one given ends: a new password keeps the browser that set it signed in. */
export async function revokeOtherSessions(db: Db, userId: number, keptSessionId: number, now: Date): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt))),
  );
}
