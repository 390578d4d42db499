import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser, Role } from '../../../shared/accounts/user-schema';
import type { UserLanguage } from '../../../shared/accounts/user-language';
import { suiteCodeFrom } from '../../../shared/warehouse/suite-code';
import { type Db, writeTransaction } from '../../db/client';
import { users, type UserRow } from '../../db/tables';

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  role: user.role,
  suite_code: user.suiteCode,
  is_active: user.emailVerifiedAt !== null,
  created_at: user.createdAt.toISOString(),
});

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string;
  role?: Role;
  emailVerifiedAt?: Date | null;
  language?: UserLanguage;
  createdAt?: Date;
}

/** Inserts a user with a suite code of their own (one transaction: no other insert can take the code in between). */
export async function insertUser(db: Db, user: NewUser, random: () => number = Math.random): Promise<UserRow> {
  const [row] = await writeTransaction(db, async (tx) =>
    tx
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase(), suiteCode: await freeSuiteCode(tx, random), updatedAt: user.createdAt })
      .returning(),
  );
  return row!;
}

const SUITE_TRIES_PER_WIDTH = 20;

async function freeSuiteCode(db: Db, random: () => number): Promise<string> {
  for (let widen = 0; ; widen++) {
    for (let attempt = 0; attempt < SUITE_TRIES_PER_WIDTH; attempt++) {
      const code = suiteCodeFrom(random(), widen);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.suiteCode, code)).limit(1);
      if (!taken) return code;
    }
  }
}

/** Marks the address verified; an earlier verification time is kept. */
export async function markEmailVerified(db: Db, userId: number, at: Date): Promise<void> {
  await writeTransaction(db, (tx) =>
    tx.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))),
  );
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, at: Date): Promise<void> {
  await writeTransaction(db, (tx) => tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId)));
}
