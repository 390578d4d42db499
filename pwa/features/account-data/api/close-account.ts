import { api } from '@/lib/api-client';

/** DELETE /api/users/me {password}: the account is closed and its sessions end. */
export async function closeAccount(password: string): Promise<void> {
  await api.delete('users/me', { json: { password } });
}
