import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATABASE_PREFIX } from '@/lib/dexie-cache-store';
import { outboxDatabaseName } from '@/lib/outbox/outbox-db';
import { PHOTO_CACHE_LIMITS } from '@/sw-rules';
import { PHOTO_CACHE_DAYS, STORED_ITEMS } from './stored-items';

const source = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');
const namesOf = (group: keyof typeof STORED_ITEMS) => STORED_ITEMS[group].flatMap((item) => item.names);

describe('what the privacy notice says the browser keeps', () => {
  it('names the cookies the API sets, by the names it sets them under', () => {
    expect(namesOf('cookies')).toEqual(['md_session', 'auth_session_active', 'md_device', 'md_verify_browser', 'lang']);
    expect(source('api/http/device-cookie.ts')).toContain("name: 'md_device'");
    expect(source('api/http/verify-browser-cookie.ts')).toContain("name: 'md_verify_browser'");
  });

  it('names the storage keys the app writes', () => {
    expect(namesOf('browser')).toEqual([
      'preferred-language',
      'auth_user',
      'auth_remember_me',
      'auth_login_time',
      'onboarding_selected_plan',
      'scroll-positions',
    ]);
    expect(source('pwa/lib/account-dialogs.ts')).toContain("PLAN_STORAGE_KEY = 'onboarding_selected_plan'");
    expect(source('pwa/app/scroll-restoration.tsx')).toContain("STORAGE_KEY = 'scroll-positions'");
  });

  it('names the offline databases and the photo cache of the installed app, and how long photos stay', () => {
    expect(namesOf('offline')).toEqual([`${DATABASE_PREFIX}*`, outboxDatabaseName(7).replace(/7$/, '*'), 'parcel-photos']);
    expect(PHOTO_CACHE_DAYS * 24 * 60 * 60).toBe(PHOTO_CACHE_LIMITS.maxAgeSeconds);
  });

  it('gives every item a text in both languages', () => {
    const keys = Object.values(STORED_ITEMS).flatMap((items) => items.map((item) => item.key));
    for (const language of ['es', 'en']) {
      const privacy = JSON.parse(source(`pwa/lib/locales/${language}/privacyNotice.json`)) as { storage: { items: Record<string, string> } };
      expect(Object.keys(privacy.storage.items).sort()).toEqual([...keys].sort());
    }
  });
});
