import type { Agent } from 'node:https';
import webpush from 'web-push';
import { resultOfStatus, type PushSender, type VapidDetails } from './push-sender';

const SEND_TIMEOUT_MS = 10_000;

export interface WebPushConfig {
  vapid: VapidDetails;
  /** Tests only: an agent that trusts a local push service's self-signed certificate. */
  agent?: Agent;
}

/** The real sender: RFC 8291 aes128gcm encryption and a VAPID-signed POST to the subscription's push service. */
export function createWebPushSender(config: WebPushConfig): PushSender {
  return {
    kind: 'webpush',
    vapidPublicKey: config.vapid.publicKey,
    async send(target, payload, options) {
      try {
        const answer = await webpush.sendNotification(target, payload, {
          vapidDetails: config.vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
          timeout: SEND_TIMEOUT_MS,
          ...(config.agent ? { agent: config.agent } : {}),
        });
        return resultOfStatus(answer.statusCode, answer.body);
      } catch (error) {
        if (error instanceof webpush.WebPushError) return resultOfStatus(error.statusCode, error.body, error.headers['retry-after']);
        return { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}

/** A new VAPID key pair (P-256, base64url), as web-push makes it. */
export function generateVapidKeyPair(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
