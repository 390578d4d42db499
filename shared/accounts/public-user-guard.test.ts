import { describe, expect, it } from 'vitest';
import { isPublicUser } from './public-user-guard';
import { PublicUserSchema } from './user-schema';

const user = {
  id: 7,
  email: 'ana@example.com',
  first_name: 'Ana',
  last_name: 'Pérez',
  phone: '+54 11 5555-0000',
  role: 'regular',
  suite_code: 'MD-10482',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('isPublicUser', () => {
  it('checks every field of PublicUserSchema', () => {
    expect(Object.keys(PublicUserSchema.shape).sort()).toEqual(Object.keys(user).sort());
  });

  it('agrees with PublicUserSchema on valid and broken users', () => {
    const samples: unknown[] = [
      user,
      { ...user, role: 'admin', extra: 'kept out by neither' },
      null,
      'user',
      { ...user, id: 1.5 },
      { ...user, id: '7' },
      { ...user, role: 'owner' },
      { ...user, is_active: 'yes' },
      ...Object.keys(user).map((field) => ({ ...user, [field]: undefined })),
    ];
    for (const sample of samples) expect([sample, isPublicUser(sample)]).toEqual([sample, PublicUserSchema.safeParse(sample).success]);
  });
});
