import { ROLES, type Role } from './user-roles';
import type { PublicUser } from './user-schema';

const STRING_FIELDS = ['email', 'first_name', 'last_name', 'phone', 'suite_code', 'created_at'] as const;

/**
 * PublicUserSchema's check without zod, for the session read on every page load (decision 101);
 * public-user-guard.test.ts holds it to the schema.
 */
export function isPublicUser(value: unknown): value is PublicUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    Number.isInteger(user.id) &&
    STRING_FIELDS.every((field) => typeof user[field] === 'string') &&
    ROLES.includes(user.role as Role) &&
    typeof user.is_active === 'boolean'
  );
}
