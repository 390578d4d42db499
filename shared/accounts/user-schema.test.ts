import { describe, expect, it } from 'vitest';
import { ACCOUNT_NOT_ACTIVATED_MESSAGE, isStaffRole, PublicUserSchema, REGISTRATION_CLOSED_MESSAGE, RoleSchema } from './user-schema';

describe('roles', () => {
  it('knows regular, admin and superadmin, staff being the last two', () => {
    expect(RoleSchema.options).toEqual(['regular', 'admin', 'superadmin']);
    expect(isStaffRole('admin')).toBe(true);
    expect(isStaffRole('superadmin')).toBe(true);
    expect(isStaffRole('regular')).toBe(false);
  });
});

describe('PublicUserSchema', () => {
  const user = { id: 1, email: 'a@b.co', first_name: 'Ana', last_name: 'P', phone: '+541122334455', role: 'regular', suite_code: 'MD-10482', is_active: true, created_at: '2025-03-01T10:00:00Z' };

  it('accepts the public user and strips anything else, such as a password hash', () => {
    expect(PublicUserSchema.parse({ ...user, password_hash: 'x' })).toEqual(user);
    expect(PublicUserSchema.safeParse({ ...user, role: 'owner' }).success).toBe(false);
  });
});

describe('server texts', () => {
  it('match the spec exactly', () => {
    expect(ACCOUNT_NOT_ACTIVATED_MESSAGE).toBe('Account not activated. Please verify your email first.');
    expect(REGISTRATION_CLOSED_MESSAGE).toBe('We are not accepting new registrations for the moment');
  });
});
