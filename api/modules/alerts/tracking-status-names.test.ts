import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES } from '../../../shared/packages/tracking-status';
import { TRACKING_STATUS_NAMES } from './tracking-status-names';

const appNames = (language: 'es' | 'en') =>
  (JSON.parse(readFileSync(new URL(`../../../pwa/lib/locales/${language}/packages.json`, import.meta.url), 'utf8')) as { status: Record<string, string> }).status;

describe('the carrier statuses an alert names', () => {
  it('are the names the app shows, in both languages', () => {
    for (const language of ['es', 'en'] as const) {
      const shown = appNames(language);
      expect(Object.fromEntries(TRACKING_STATUSES.map((status) => [status, shown[status]]))).toEqual(TRACKING_STATUS_NAMES[language]);
    }
  });
});
