import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowserSubscription } from '../../test/push-fixtures';
import { createMemoryLogger } from '../../test/memory-logger';
import { createLocalPushSender } from './local-push-sender';
import { resultOfStatus } from './push-sender';

const vapid = { subject: 'mailto:support@miamidrop.test', ...webpush.generateVAPIDKeys() };
const payload = JSON.stringify({ kind: 'pickup-confirmed', title: 'Retiro confirmado', body: 'b', url: '/dashboard/pickup', tag: 'pickup-1' });
const options = { ttlSeconds: 60, urgency: 'high' as const };

describe('the local push sandbox', () => {
  let directory: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'miami-drop-push-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('encrypts and signs like the real path, keeps the readable payload as JSON and prints it', async () => {
    const { logger, records } = createMemoryLogger();
    const sender = createLocalPushSender(directory, vapid, logger);
    expect(sender.vapidPublicKey).toBe(vapid.publicKey);
    const target = fakeBrowserSubscription('https://fcm.googleapis.com/fcm/send/abc').json;
    expect(await sender.send(target, payload, options)).toEqual({ outcome: 'sent' });
    const [file] = readdirSync(directory);
    const record = JSON.parse(readFileSync(join(directory, file!), 'utf8')) as { headers: Record<string, string>; payload: unknown; bytes: number };
    expect(record.payload).toEqual(JSON.parse(payload));
    expect(record.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm', TTL: 60, Urgency: 'high' });
    expect(record.headers.Authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    expect(record.bytes).toBeGreaterThan(payload.length);
    expect(records[0]).toMatchObject({ module: 'push', msg: 'sandbox: sent', endpoint: 'https://fcm.googleapis.com/fcm/send/abc', payload: JSON.parse(payload) });
  });

  it('answers like a push service by endpoint: gone… is 410, unavailable… is a retry; bad keys cannot be encrypted for', async () => {
    const sender = createLocalPushSender(directory, vapid, createMemoryLogger().logger);
    expect(await sender.send(fakeBrowserSubscription('https://push.local/gone-7').json, payload, options)).toEqual({ outcome: 'gone', status: 410 });
    expect(await sender.send(fakeBrowserSubscription('https://push.local/unavailable').json, payload, options)).toMatchObject({ outcome: 'retry' });
    const badKeys = { endpoint: 'https://push.local/x', keys: { p256dh: 'AAAA', auth: 'AAAA' } };
    expect(await sender.send(badKeys, payload, options)).toMatchObject({ outcome: 'retry', reason: expect.stringContaining('could not encrypt') });
  });

  it('names the files by the time they were kept and their order, without colons (a name any system accepts)', async () => {
    const sender = createLocalPushSender(directory, vapid, createMemoryLogger().logger);
    const target = fakeBrowserSubscription('https://fcm.googleapis.com/fcm/send/abc').json;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-03-10T15:04:05.678Z'));
      await sender.send(target, payload, options);
      await sender.send(target, payload, options);
    } finally {
      vi.useRealTimers();
    }
    expect(readdirSync(directory).sort()).toEqual(['2026-03-10T15-04-05-678Z-1.json', '2026-03-10T15-04-05-678Z-2.json']);
  });
});

describe('resultOfStatus', () => {
  it('reads 2xx as sent, 404 and 410 as gone, anything else as a retry with the wait asked for', () => {
    expect(resultOfStatus(201, '')).toEqual({ outcome: 'sent' });
    expect(resultOfStatus(404, '')).toEqual({ outcome: 'gone', status: 404 });
    expect(resultOfStatus(410, 'expired')).toEqual({ outcome: 'gone', status: 410 });
    expect(resultOfStatus(429, 'slow down', '120')).toEqual({ outcome: 'retry', reason: 'push service answered 429: slow down', retryAfterSeconds: 120 });
    expect(resultOfStatus(413, '')).toEqual({ outcome: 'retry', reason: 'push service answered 413' });
  });

  it('takes every 2xx and only 2xx as sent: a redirect is not a delivery', () => {
    expect(resultOfStatus(200, '')).toEqual({ outcome: 'sent' });
    expect(resultOfStatus(299, '')).toEqual({ outcome: 'sent' });
    expect(resultOfStatus(300, '')).toMatchObject({ outcome: 'retry' });
    expect(resultOfStatus(199, '')).toMatchObject({ outcome: 'retry' });
  });

  it('keeps at most 200 characters of what the service said, and asks no wait for a Retry-After of 0', () => {
    const result = resultOfStatus(500, 'x'.repeat(1_000), '0');
    expect(result).toEqual({ outcome: 'retry', reason: `push service answered 500: ${'x'.repeat(200)}` });
  });
});
