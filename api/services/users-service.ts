import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser, Role } from '../../shared/accounts/user-schema';
import type { UserLanguage } from '../../shared/accounts/user-language';
import { suiteCodeFrom } from '../../shared/warehouse/suite-code';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema/users';

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

export const findUserByEmail = (db: Db, email: string): UserRow | undefined =>
  db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).get();

export const findUserById = (db: Db, id: number): UserRow | undefined => db.select().from(users).where(eq(users.id, id)).get();

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

/** Inserts a user with a suite code of their own (synchronous: no other insert can take the code in between). */
export const insertUser = (db: Db, user: NewUser, random: () => number = Math.random): UserRow =>
  db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase(), suiteCode: freeSuiteCode(db, random), updatedAt: user.createdAt })
    .returning()
    .get();

const SUITE_TRIES_PER_WIDTH = 20;

function freeSuiteCode(db: Db, random: () => number): string {
  for (let widen = 0; ; widen++) {
    for (let attempt = 0; attempt < SUITE_TRIES_PER_WIDTH; attempt++) {
      const code = suiteCodeFrom(random(), widen);
      if (!db.select({ id: users.id }).from(users).where(eq(users.suiteCode, code)).get()) return code;
    }
  }
}

/** Marks the address verified; an earlier verification time is kept. */
export function markEmailVerified(db: Db, userId: number, at: Date): void {
  db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))).run();
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string, at: Date): void {
  db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId)).run();
}
