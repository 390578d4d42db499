import { z } from 'zod';
import { PublicUserSchema, type PublicUser } from '@shared/accounts/user-schema';
import { api } from '@/lib/api-client';

const ProfileResponseSchema = z.object({ user: PublicUserSchema });

/** GET /api/users/profile: the signed-in user, or a 401. */
export async function getProfile(): Promise<PublicUser> {
  const data = await api.get('users/profile').json();
  return ProfileResponseSchema.parse(data).user;
}
