import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_LIFETIME_MS } from '../modules/sessions/login-devices';

/** Sent only to the login: it proves nothing anywhere else (docs/decisions/113). */
const DEVICE_COOKIE = { name: 'md_device', path: '/api/login' } as const;

export const presentedDeviceToken = (c: Context): string | undefined => getCookie(c, DEVICE_COOKIE.name) || undefined;

export function setDeviceCookie(c: Context, token: string, secure: boolean): void {
  setCookie(c, DEVICE_COOKIE.name, token, { httpOnly: true, sameSite: 'Lax', secure, path: DEVICE_COOKIE.path, maxAge: DEVICE_LIFETIME_MS / 1000 });
}
