import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_COOKIE_NAME } from '../../shared/accounts/session-rules';
import type { Role } from '../../shared/accounts/user-schema';
import { AUTHENTICATION_REQUIRED, FORBIDDEN } from '../../shared/errors/common-messages';
import type { UserRow } from '../db/tables';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

export function presentedToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  return getCookie(c, SESSION_COOKIE_NAME) || undefined;
}

export function requireUser(c: Context<AppEnv>): UserRow {
  const auth = c.get('auth');
  if (!auth) throw new ApiError(401, AUTHENTICATION_REQUIRED);
  return auth.user;
}

export function requireRole(c: Context<AppEnv>, roles: readonly Role[], forbidden = FORBIDDEN): UserRow {
  const user = requireUser(c);
  if (!roles.includes(user.role)) throw new ApiError(403, forbidden);
  return user;
}

export const STAFF_ROLES: readonly Role[] = ['admin', 'superadmin'];

/** A customer may act on their own id only; staff may act on anyone's. */
export function requireSelfOrStaff(c: Context<AppEnv>, userId: number): UserRow {
  const user = requireUser(c);
  if (user.id !== userId && !STAFF_ROLES.includes(user.role)) throw new ApiError(403, FORBIDDEN);
  return user;
}
