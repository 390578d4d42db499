import { isPublicUser } from '@shared/accounts/public-user-guard';
import type { ProfileReplace } from '@shared/accounts/profile-schema';
import type { PublicUser } from '@shared/accounts/user-schema';
import { api } from '@/lib/api-client';

/** PUT /api/users/profile: the names, the phone (code and number) and the language; answers the user as stored. */
export async function replaceProfile(input: ProfileReplace): Promise<PublicUser> {
  const data = await api.put('users/profile', { json: input }).json<{ user?: unknown }>();
  if (!isPublicUser(data.user)) throw new Error('Unexpected profile answer');
  return data.user;
}
