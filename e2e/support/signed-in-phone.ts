import { expect, request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { AUTH_STORAGE_KEYS } from '../../shared/accounts/session-rules';
import type { Phone } from './phone-forms';

export interface Account {
  email: string;
  password: string;
}

/** API calls with a session's bearer token (no cookie to check for its origin), for a try's set-up and read-back. */
export interface BearerApi {
  userId: number;
  get: <T>(path: string, params?: Record<string, string>) => Promise<T>;
  /** Sends a write and expects `status`; answers its JSON. */
  send: <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, data: unknown, status: number) => Promise<T>;
}

async function answer<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

function bearerApi(context: APIRequestContext, token: string, userId: number): BearerApi {
  const headers = { authorization: `Bearer ${token}` };
  return {
    userId,
    get: async (path, params) => answer(await context.get(path, { headers, params }), 200),
    send: async (method, path, data, status) => answer(await context.fetch(path, { method, headers, data }), status),
  };
}

async function logIn(context: APIRequestContext, account: Account) {
  const login = await context.post('/api/login', { data: { email: account.email, password: account.password, remember_me: true } });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as { token: string; user: { id: number } };
}

/**
 * Signs the phone in as the sign-in form does, without its screens: POST /api/login from the phone (the HttpOnly session
 * cookie lands in its jar, its address is the phone's) and the stored session the app keeps beside it (the auth store's
 * `writeStoredSession`: the user, remember-me, the sign-in time), written before the app's first script runs.
 */
export async function signInOnPhone(phone: Phone, account: Account): Promise<BearerApi> {
  const { token, user } = await logIn(phone.context.request, account);
  await phone.context.addInitScript(
    ([keys, storedUser, loginTime]) => {
      if (localStorage.getItem(keys.user) !== null) return;
      localStorage.setItem(keys.user, storedUser);
      localStorage.setItem(keys.rememberMe, 'true');
      localStorage.setItem(keys.loginTime, loginTime);
    },
    [AUTH_STORAGE_KEYS, JSON.stringify(user), new Date().toISOString()] as const,
  );
  return bearerApi(phone.context.request, token, user.id);
}

/** A signed-in API client of its own (not a phone), e.g. the warehouse staff who receive the parcels a try needs. */
export async function apiAs(baseURL: string, account: Account): Promise<BearerApi & { dispose: () => Promise<void> }> {
  const context = await request.newContext({ baseURL });
  const { token, user } = await logIn(context, account);
  return { ...bearerApi(context, token, user.id), dispose: () => context.dispose() };
}

/** The phone's uncaught exceptions (a render that threw, a rejection nobody handled): a try with any has failed. */
export function pageErrors(phone: Phone): string[] {
  const errors: string[] = [];
  phone.page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface SentRequest {
  url: URL;
  /** The JSON body, or null for none. */
  body: unknown;
}

/** What the page sent (`method` to a URL matching `url`), in order; each request goes on unchanged. */
export async function recordRequests(phone: Phone, method: string, url: RegExp): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  await phone.page.route(url, async (route) => {
    const request = route.request();
    if (request.method() === method) sent.push({ url: new URL(request.url()), body: request.postDataJSON() as unknown });
    await route.continue();
  });
  return sent;
}
