import type { LoginRequest } from '@shared/accounts/login-schema';
import { LoginResponseSchema, type LoginResponse } from '@shared/accounts/user-schema';
import { api } from '@/lib/api-client';

/** POST /api/login; the session token travels in the HttpOnly cookie, so it is not kept. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const data = await api.post('login', { json: body }).json();
  return LoginResponseSchema.parse(data);
}
