import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Logger } from '../../logging/logger';
import type { PushSender, PushSendResult, VapidDetails } from './push-sender';

/** The sandbox's answers by the endpoint's last path part, like the payment sandbox's fake nonces. */
function sandboxAnswer(endpoint: string): PushSendResult {
  const last = new URL(endpoint).pathname.split('/').pop() ?? '';
  if (last.startsWith('gone')) return { outcome: 'gone', status: 410 };
  if (last.startsWith('unavailable')) return { outcome: 'retry', reason: 'push service answered 503: sandbox endpoint unavailable' };
  return { outcome: 'sent' };
}

/**
 * Development stand-in for the push services: each send is encrypted and signed exactly as the real one would be
 * (so a bad subscription key fails here too), then kept as a JSON file with the readable payload and printed.
 */
export function createLocalPushSender(directory: string, vapid: VapidDetails, logger: Logger): PushSender {
  let sequence = 0;
  return {
    kind: 'local',
    vapidPublicKey: vapid.publicKey,
    async send(target, payload, options) {
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(target, payload, { vapidDetails: vapid, TTL: options.ttlSeconds, urgency: options.urgency, contentEncoding: 'aes128gcm' });
      } catch (error) {
        return { outcome: 'retry', reason: `could not encrypt: ${(error as Error).message}` };
      }
      const result = sandboxAnswer(target.endpoint);
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(directory, `${stamp}-${++sequence}.json`);
      const record = { endpoint: target.endpoint, headers: request.headers, bytes: request.body?.length ?? 0, payload: JSON.parse(payload) as unknown, result };
      await writeFile(file, `${JSON.stringify(record, null, 2)}\n`);
      logger.info({ module: 'push', endpoint: target.endpoint, payload: record.payload, file }, `sandbox: ${result.outcome}`);
      return result;
    },
  };
}
