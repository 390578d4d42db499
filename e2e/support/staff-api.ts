import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../api/seed/demo-accounts';
import { LANGUAGE_STORAGE_KEY } from '../../pwa/lib/languages';

export const DEMO_ADMIN = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password };

/** Logs the demo admin in through the API and returns a GET helper carrying the bearer token. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/login', { data: { ...DEMO_ADMIN, remember_me: false } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as T;
  };
}

/** Uses the language the visitor chose before (the key the footer switch writes). */
export const PREFERRED_LANGUAGE_KEY = LANGUAGE_STORAGE_KEY;
