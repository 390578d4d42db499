import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vapidKeys } from '../../db/tables';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resolveVapidDetails } from './push-vapid-keys';

describe('resolveVapidDetails', () => {
  let testApp: TestApp;
  beforeEach(async () => {
    testApp = await createTestApp();
  });
  afterEach(() => testApp.close());

  it('generates a P-256 pair once, stores it and gives it back on every later start', async () => {
    const first = await resolveVapidDetails(testApp.db, { VAPID_SUBJECT: 'mailto:a@b.test' });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(await resolveVapidDetails(testApp.db, { VAPID_SUBJECT: 'https://miamidrop.example' })).toEqual({ ...first, subject: 'https://miamidrop.example' });
    expect(await testApp.db.select().from(vapidKeys)).toHaveLength(1);
    expect(first.publicKey).toBe(testApp.deps.push.vapidPublicKey);
  });

  it('uses a configured pair instead, leaving the stored one alone', async () => {
    const stored = await resolveVapidDetails(testApp.db, { VAPID_SUBJECT: 'mailto:a@b.test' });
    const configured = { VAPID_PUBLIC_KEY: 'BPub', VAPID_PRIVATE_KEY: 'priv', VAPID_SUBJECT: 'mailto:a@b.test' };
    expect(await resolveVapidDetails(testApp.db, configured)).toEqual({ subject: 'mailto:a@b.test', publicKey: 'BPub', privateKey: 'priv' });
    expect((await testApp.db.select().from(vapidKeys).limit(1))[0]?.publicKey).toBe(stored.publicKey);
  });
});
