import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser, Role } from '../../shared/accounts/user-schema';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema/users';

export const toPublicUser = (user: UserRow): PublicUser => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  role: user.role,
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
  createdAt?: Date;
}

export const insertUser = (db: Db, user: NewUser): UserRow =>
  db.insert(users).values({ ...user, email: user.email.toLowerCase(), updatedAt: user.createdAt }).returning().get();

/** Marks the address verified; an earlier verification time is kept. */
export function markEmailVerified(db: Db, userId: number, at: Date): void {
  db.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt))).run();
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string, at: Date): void {
  db.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId)).run();
}
