import { api } from '@/lib/api-client';

/** POST /api/logout: clears the session cookie. */
export async function logout(): Promise<void> {
  await api.post('logout');
}
