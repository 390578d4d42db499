import { z } from 'zod';
import { PublicUserSchema, type PublicUser } from '@shared/accounts/user-schema';
import { api } from '@/lib/api-client';

const ProfileResponseSchema = z.object({ user: PublicUserSchema });

/** GET /api/users/profile: the signed-in staff member, whose role decides what the dialog lets them change. */
export async function getViewerProfile(): Promise<PublicUser> {
  return ProfileResponseSchema.parse(await api.get('users/profile').json()).user;
}
