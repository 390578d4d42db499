import { AUTH_STORAGE_KEYS, BROWSER_SESSION_COOKIE, REMEMBER_ME_SESSION_TTL_MS, SESSION_COOKIE_NAME } from '@shared/accounts/session-rules';
import { LANGUAGE_COOKIE } from '@shared/i18n/page-language';
import { DAY_MS } from '@shared/time/durations';
import { LANGUAGE_STORAGE_KEY } from '@/lib/languages';
import { PHOTO_CACHE } from '@/photo-cache-name';

export type StoredItemGroup = 'cookies' | 'browser' | 'offline';

/** What the site keeps in the reader's browser, under the names the code gives it: `privacyNotice.storage.items.<key>`. */
export interface StoredItem {
  key: string;
  /** The cookie, storage key, database or cache names ('*': the account's id); none for the app's own files. */
  names: readonly string[];
}

// Names whose constants live in the API or in modules too heavy for this page are written here; stored-items.test.ts
// holds each to its source, so the notice cannot name a cookie or key the code does not use.
export const STORED_ITEMS: Readonly<Record<StoredItemGroup, readonly StoredItem[]>> = {
  cookies: [
    { key: 'session', names: [SESSION_COOKIE_NAME] },
    { key: 'browserSession', names: [BROWSER_SESSION_COOKIE] },
    { key: 'device', names: ['md_device'] },
    { key: 'verifyBrowser', names: ['md_verify_browser'] },
    { key: 'language', names: [LANGUAGE_COOKIE] },
  ],
  browser: [
    { key: 'preferredLanguage', names: [LANGUAGE_STORAGE_KEY] },
    { key: 'account', names: [AUTH_STORAGE_KEYS.user, AUTH_STORAGE_KEYS.rememberMe, AUTH_STORAGE_KEYS.loginTime] },
    { key: 'plan', names: ['onboarding_selected_plan'] },
    { key: 'scroll', names: ['scroll-positions'] },
  ],
  offline: [
    { key: 'offlineData', names: ['miami-drop-offline-*'] },
    { key: 'outbox', names: ['miami-drop-outbox-*'] },
    { key: 'photos', names: [PHOTO_CACHE] },
    { key: 'appFiles', names: [] },
  ],
};

/** How long the photo cache keeps a photo (pwa/sw-rules.ts PHOTO_CACHE_LIMITS, which loads zod: held to it by the test). */
export const PHOTO_CACHE_DAYS = 30;

export const storedItemValues = { rememberDays: REMEMBER_ME_SESSION_TTL_MS / DAY_MS, photoDays: PHOTO_CACHE_DAYS };
