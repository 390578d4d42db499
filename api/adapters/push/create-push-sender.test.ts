import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/memory-logger';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { createPushSender } from './create-push-sender';

const vapid = { subject: 'mailto:support@miamidrop.test', ...webpush.generateVAPIDKeys() };

describe('PUSH_ADAPTER decides where notifications go', () => {
  it('webpush: the real push services, browsers subscribing with our VAPID key', () => {
    const sender = createPushSender({ PUSH_ADAPTER: 'webpush', PUSH_OUTBOX_DIR: '/nonexistent' }, vapid, createMemoryLogger().logger);
    expect(sender.kind).toBe('webpush');
    expect(sender.vapidPublicKey).toBe(vapid.publicKey);
  });

  it('local: the development sandbox, which sends once web-push has loaded with the first send', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'miami-drop-push-'));
    try {
      const sender = createPushSender({ PUSH_ADAPTER: 'local', PUSH_OUTBOX_DIR: directory }, vapid, createMemoryLogger().logger);
      expect(sender.kind).toBe('local');
      const target = fakeBrowserSubscription('https://fcm.googleapis.com/fcm/send/first').json;
      expect(await sender.send(target, JSON.stringify({ title: 't' }), { ttlSeconds: 60, urgency: 'normal' })).toEqual({ outcome: 'sent' });
      expect(readdirSync(directory)).toHaveLength(1);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
