import { isPublicUser } from '@shared/accounts/public-user-guard';
import type { PublicUser } from '@shared/accounts/user-schema';
import { api } from '@/lib/api-client';

/** GET /api/users/profile: the signed-in user, or a 401. Checked without zod: it runs on every page load. */
export async function getProfile(): Promise<PublicUser> {
  const data = await api.get('users/profile').json<{ user?: unknown }>();
  if (!isPublicUser(data.user)) throw new Error('Unexpected profile answer');
  return data.user;
}
