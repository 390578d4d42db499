import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { createMemoryLogger } from '../../test/memory-logger';
import { createPushSender } from './create-push-sender';

const vapid = { subject: 'mailto:support@miamidrop.test', ...webpush.generateVAPIDKeys() };

describe('PUSH_ADAPTER decides where notifications go', () => {
  it('webpush: the real push services, browsers subscribing with our VAPID key', () => {
    const sender = createPushSender({ PUSH_ADAPTER: 'webpush', PUSH_OUTBOX_DIR: '/nonexistent' }, vapid, createMemoryLogger().logger);
    expect(sender.kind).toBe('webpush');
    expect(sender.vapidPublicKey).toBe(vapid.publicKey);
  });

  it('local: the development sandbox', () => {
    expect(createPushSender({ PUSH_ADAPTER: 'local', PUSH_OUTBOX_DIR: '/tmp/push' }, vapid, createMemoryLogger().logger).kind).toBe('local');
  });
});
